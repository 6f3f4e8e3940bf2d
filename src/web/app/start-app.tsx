import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { rememberTimeZone } from '@web/lib/time-zone-cookie';
import { App } from './app';
import { keepShellUntilPage } from './keep-shell';

/**
 * Mounts the SPA over #root: the pre-rendered landing is replaced, a route's shell (or the page the server
 * rendered into it, decision 064) stays until the app's page paints. The first render is a transition, so
 * React yields to the browser every few milliseconds instead of blocking it while the page builds.
 */
export function startApp(options: { openAssistant?: boolean } = {}): void {
  const root = document.getElementById('root')!;
  keepShellUntilPage(root);
  const pageState = takePageState();
  rememberTimeZone();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App openAssistant={options.openAssistant} pageState={pageState} />
      </StrictMode>,
    ),
  );
}

/** The query cache the server rendered the page from, read once (page-render.ts writes it). */
function takePageState(): DehydratedState | undefined {
  const script = document.getElementById('page-state');
  script?.remove();
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}
