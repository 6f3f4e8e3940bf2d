import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Switch } from '@web/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

/** A page whose chunk fails to download, as React.lazy sees it. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Home() {
  return (
    <>
      <h1>Inicio</h1>
      <Link to="/roto">Roto</Link>
    </>
  );
}

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Cargando</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/roto" component={Broken} />
            <Route path="/sin-red" component={Unreachable} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );

afterEach(() => void vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the Spanish error page when a page throws, and the next navigation renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/roto');
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Roto' }));
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
  });

  it('shows it when a page’s chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('/sin-red');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Error al procesar la solicitud. Intenta recargar la página.')).toBeTruthy();
  });
});
