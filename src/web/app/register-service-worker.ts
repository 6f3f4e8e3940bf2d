const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js in production builds. A new worker that finishes installing is told to take
 * over at once, and the page reloads when it does (SPEC §4), so nobody keeps running a stale build.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const container = navigator.serviceWorker;
  // The very first worker also claims the page (clients.claim), which fires controllerchange
  // although nothing changed for the user; only a replacement of an existing controller reloads.
  let hasController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hasController) {
      hasController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        if (registration.waiting) activateNow(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          if (!worker) return;
          worker.addEventListener('statechange', () => {
            // "installed" with an active worker present means it is waiting for us.
            if (worker.state === 'installed' && registration.active) activateNow(worker);
          });
        });
        // Long-lived tabs (the installed app) otherwise only look for updates on navigation.
        window.setInterval(() => {
          registration.update().catch(() => {});
        }, UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        console.warn('No se pudo registrar el service worker', error);
      });
  };

  // Registering after load keeps the worker's precache from competing with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function activateNow(worker: ServiceWorker): void {
  worker.postMessage({ type: 'SKIP_WAITING' });
}
