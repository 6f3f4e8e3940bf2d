/** Longest wait for an idle moment before the work runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `work` in a task of its own once the browser is idle (within `timeoutMs`), out of the start-up tasks a
 * phone is held by. Safari has no requestIdleCallback: a timer still moves the work out. Returns the undo.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
