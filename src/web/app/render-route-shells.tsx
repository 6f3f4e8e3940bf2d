import { renderToString } from 'react-dom/server';
import { ROUTE_DATA, ROUTE_SHELLS } from './route-shell';

/** Each route's pre-rendered shell and the API reads to preload with it, for scripts/prerender-landing.mjs. */
export function renderRouteShells(): Record<string, { html: string; data: string[] }> {
  return Object.fromEntries(
    Object.entries(ROUTE_SHELLS).map(([path, Shell]) => [
      path,
      { html: renderToString(<Shell />), data: ROUTE_DATA[path] ?? [] },
    ]),
  );
}
