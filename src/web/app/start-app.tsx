import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { rememberTimeZoneWhenIdle } from '@web/lib/time-zone-cookie';
import { App, startQueryCache } from './app';
import { hydrateServerPage } from './hydrate-server-page';
import { keepShellUntilPage } from './keep-shell';

/**
 * Mounts the SPA over #root. A page the server rendered with the user's data (decision 064) is taken over in
 * place (decision 068). Otherwise the pre-rendered landing is replaced, or a route's shell stays until the
 * app's page paints; that first render is a transition, so React yields to the browser every few
 * milliseconds instead of blocking it while the page builds.
 */
export function startApp(options: { openAssistant?: boolean } = {}): void {
  const root = document.getElementById('root')!;
  const pageState = takePageState();
  rememberTimeZoneWhenIdle();
  const serverPage = root.querySelector<HTMLElement>('[data-prerendered-shell]');
  if (pageState && serverPage) {
    startQueryCache(pageState);
    hydrateServerPage(root, serverPage);
    return;
  }
  keepShellUntilPage(root);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App openAssistant={options.openAssistant} />
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
