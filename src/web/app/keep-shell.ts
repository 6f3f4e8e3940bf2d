/** Longest the pre-rendered shell waits for a page that never shows a heading (an error, a redirect…). */
const SHELL_TIMEOUT_MS = 5000;

/**
 * A route's pre-rendered shell (decision 030) moves out of #root and stays on screen while React loads the
 * session, the page's chunk and its first render in a hidden #root; once the page has its <h1>, the shell
 * goes and #root shows in the same frame, so neither a spinner flashes nor the content shifts.
 */
export function keepShellUntilPage(root: HTMLElement): void {
  const shell = root.querySelector<HTMLElement>('[data-prerendered-shell]');
  if (!shell) return;
  root.before(shell);
  root.hidden = true;
  let timer = 0;
  const reveal = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    shell.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  timer = window.setTimeout(reveal, SHELL_TIMEOUT_MS);
}
