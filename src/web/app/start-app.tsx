import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { keepShellUntilPage } from './keep-shell';

/** Mounts the SPA over #root: the pre-rendered landing is replaced, a route's shell stays until its page paints. */
export function startApp(options: { openAssistant?: boolean } = {}): void {
  const root = document.getElementById('root')!;
  keepShellUntilPage(root);
  createRoot(root).render(
    <StrictMode>
      <App openAssistant={options.openAssistant} />
    </StrictMode>,
  );
}
