import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppData, AppOverlays } from './app';
import { releaseHeldInput } from './hold-input';
import { PageHydratedProvider } from './page-hydrated';
import { AppRouter } from './router';

/**
 * Takes over the page the server rendered (decision 068) instead of building it again: React attaches to the
 * server's HTML (the same route table, the same answers in the query cache), so nothing is re-created or laid
 * out twice. The server renders `<StaticRouter><AppRoutes/>` under the query provider; the tree here keeps
 * the same shape (one child per level) so useId gives the same ids. The assistant and the toasts, which the
 * server does not render, get their own root beside the page.
 */
export function hydrateServerPage(root: HTMLElement, page: HTMLElement): void {
  const overlays = document.createElement('div');
  root.append(overlays);
  const takeOver = () => {
    releaseHeldInput(page);
    page.removeAttribute('aria-disabled');
    page.removeAttribute('data-prerendered-shell');
  };
  // In a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(
      page,
      <StrictMode>
        <AppData>
          <PageHydratedProvider value={takeOver}>
            <AppRouter />
          </PageHydratedProvider>
        </AppData>
      </StrictMode>,
      {
        // A page that differs from the server's (a clock that moved on) is rendered again by React; said aloud
        // so that tests catch a difference that is a bug.
        onRecoverableError: (error) => console.warn('La página del servidor se volvió a dibujar:', error),
      },
    );
  });
  startTransition(() =>
    createRoot(overlays).render(
      <StrictMode>
        <AppData>
          <AppOverlays />
        </AppData>
      </StrictMode>,
    ),
  );
}
