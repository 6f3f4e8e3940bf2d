import { afterFirstPaint, preloadListedAppFiles } from './app/after-first-paint';
import { holdInputUntilHydrated } from './app/hold-input';
import { registerServiceWorker } from './app/register-service-worker';
import './styles.css';

/**
 * The entry stays tiny: a visitor at "/" gets the landing pre-rendered into index.html (docs/decisions/016)
 * and no React at all; everyone else, or a visitor who opens the assistant, loads the app.
 */
const startApp = async (options?: { openAssistant?: boolean }) => {
  // React DOM's evaluation, the app's modules and the take-over each get a task of their own (decision 077):
  // in one task, Lighthouse's simulated phone was held for 150–480 ms, taps included.
  await import('react-dom/client');
  await nextTask();
  const app = await import('./app/start-app');
  await nextTask();
  app.startApp(options);
};
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
