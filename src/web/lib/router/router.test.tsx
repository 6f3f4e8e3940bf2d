import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, NavLink, Route, Switch, useLocation, useParams, useSearchParams } from '.';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

function Filter() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((current) => ({ ...Object.fromEntries(current), periodo: 'mes' }))}>
      periodo {params.get('periodo') ?? 'ninguno'}
    </button>
  );
}

function Conversation() {
  const { conversationId } = useParams();
  return <p>conversación {conversationId ?? 'ninguna'}</p>;
}

describe('@web/lib/router', () => {
  it('marks the open section as react-router’s NavLink did (aria-current, sub-paths unless end)', () => {
    render(
      <MemoryRouter initialEntries={['/admin/anuncios']}>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Admin
        </NavLink>
        <NavLink to="/admin/anuncios" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Anuncios
        </NavLink>
        <NavLink to="/Admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Todo admin
        </NavLink>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Inicio
        </NavLink>
      </MemoryRouter>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Admin').className).toBe('off');
    expect(link('Admin').getAttribute('aria-current')).toBeNull();
    expect(link('Anuncios').className).toBe('on');
    expect(link('Anuncios').getAttribute('aria-current')).toBe('page');
    expect(link('Todo admin').className).toBe('on');
    expect(link('Inicio').className).toBe('off');
  });

  it('reads and sets the search, keeps the path, and gives params of optional segments', async () => {
    render(
      <MemoryRouter initialEntries={['/reportes?agrupar=week#merma']}>
        <Where />
        <Filter />
        <Switch>
          <Route path="/mensajes/:conversationId?" component={Conversation} />
          <Route>
            <Link to="/mensajes/c1">Abrir</Link>
          </Route>
        </Switch>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/reportes?agrupar=week#merma');
    await userEvent.click(screen.getByRole('button', { name: 'periodo ninguno' }));
    expect(screen.getByTestId('where').textContent).toBe('/reportes?agrupar=week&periodo=mes');
    await userEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(await screen.findByText('conversación c1')).toBeTruthy();
  });

  it('keeps the current page on screen while the next page’s code loads (a navigation is a transition)', async () => {
    let arrive: () => void = () => {};
    const Slow = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Lenta</h1> });
        }),
    );
    render(
      <MemoryRouter>
        <Suspense fallback={<p>Cargando</p>}>
          <Switch>
            <Route path="/lenta" component={Slow} />
            <Route>
              <h1>Inicio</h1>
              <Link to="/lenta">Ir</Link>
            </Route>
          </Switch>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ir' }));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Lenta' })).toBeTruthy();
  });
});
