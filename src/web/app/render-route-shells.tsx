import { renderToString } from 'react-dom/server';
import { ROUTE_SHELLS } from './route-shell';

/** Each route's pre-rendered shell (path → HTML), for scripts/prerender-landing.mjs. */
export function renderRouteShells(): Record<string, string> {
  return Object.fromEntries(Object.entries(ROUTE_SHELLS).map(([path, Shell]) => [path, renderToString(<Shell />)]));
}
