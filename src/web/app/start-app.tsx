import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** Mounts the SPA over whatever #root holds (the pre-rendered landing is replaced). */
export function startApp(options: { openAssistant?: boolean } = {}): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App openAssistant={options.openAssistant} />
    </StrictMode>,
  );
}
