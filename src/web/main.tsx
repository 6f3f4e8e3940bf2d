import { afterFirstPaint, preloadListedAppFiles } from './app/after-first-paint';
import { holdInputUntilHydrated } from './app/hold-input';
import { registerServiceWorker } from './app/register-service-worker';
import './styles.css';

/**
 * The entry stays tiny: a visitor at "/" gets the landing pre-rendered into index.html (docs/decisions/016)
 * and no React at all; everyone else, or a visitor who opens the assistant, loads the app.
 */
const startApp = (options?: { openAssistant?: boolean }) =>
  import('./app/start-app').then((module) => module.startApp(options));

const landing = document.querySelector('[data-prerendered-landing]');
const serverPage = document.querySelector<HTMLElement>('[data-prerendered-shell]');
if (landing && document.documentElement.dataset.shell !== 'app') {
  landing
    .querySelector('[data-assistant-launcher]')
    ?.addEventListener('click', () => void startApp({ openAssistant: true }), { once: true });
  // A session the hint did not know of (signed in elsewhere, storage cleared) still reaches its home.
  fetch('/api/auth/me', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: unknown }>) : null))
    .then((data) => data?.user && startApp())
    .catch(() => {});
} else if (serverPage) {
  // A route's shell already shows its page: it paints first, then the app loads to take it over (decision 068).
  holdInputUntilHydrated(serverPage);
  afterFirstPaint(() => preloadListedAppFiles(() => void startApp()));
} else {
  void startApp();
}
registerServiceWorker();
