import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** What react-router's useLocation gave: the address's parts, its history state and a key that changes on every navigation. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

type Current = readonly [AppLocation, NavigateFunction];

const LocationContext = createContext<Current | null>(null);

function useCurrent(): Current {
  const current = useContext(LocationContext);
  if (!current) throw new Error('Falta el router (BrowserRouter, MemoryRouter o StaticRouter)');
  return current;
}

/** wouter's location hooks, fed from the location kept in React state (so a navigation can be a transition). */
const useAppPath = (): [string, NavigateFunction] => {
  const [location, navigate] = useCurrent();
  return [location.pathname, navigate];
};
const useAppSearch = () => useCurrent()[0].search;

function LocationRouter({ current, children }: { current: Current; children: ReactNode }) {
  return (
    <LocationContext.Provider value={current}>
      <Router hook={useAppPath} searchHook={useAppSearch}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
}

/** Splits "/path?search#hash" into an AppLocation. */
function parse(to: string, state: unknown, key: string): AppLocation {
  const url = new URL(to, 'http://alacena.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

let browserKeys = 0;
const readBrowser = (): AppLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: window.history.state as unknown,
  key: String(browserKeys++),
});
/** wouter patches history.pushState/replaceState to dispatch these (and the browser sends the others). */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'];
const navigateBrowser: NavigateFunction = (to, options) => browserNavigate(to, options);

/**
 * The browser's address, held in React state and updated in startTransition (as react-router 7's
 * BrowserRouter did): while the next page's chunk loads, the current page stays on screen. wouter's own
 * location hook reads the address with useSyncExternalStore, whose updates cannot be transitions.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readBrowser);
  useEffect(() => {
    const update = () => startTransition(() => setLocation(readBrowser()));
    HISTORY_EVENTS.forEach((event) => window.addEventListener(event, update));
    return () => HISTORY_EVENTS.forEach((event) => window.removeEventListener(event, update));
  }, []);
  return <LocationRouter current={[location, navigateBrowser]}>{children}</LocationRouter>;
}

/** For tests: an address in memory, starting at the first of initialEntries. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(initialEntries[0] ?? '/', null, 'initial'));
  const [navigate] = useState(() => {
    let keys = 0;
    const navigateInMemory: NavigateFunction = (to, options) =>
      startTransition(() => setLocation(parse(to, options?.state ?? null, String(keys++))));
    return navigateInMemory;
  });
  return <LocationRouter current={[location, navigate]}>{children}</LocationRouter>;
}

const ignore: NavigateFunction = () => {};

/** For pre-rendering: a fixed address that does not navigate. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <LocationRouter current={[parse(location, null, 'static'), ignore]}>{children}</LocationRouter>;
}

export const useLocation = (): AppLocation => useCurrent()[0];

/** navigate(to, { replace, state }); paths are absolute (the app uses no relative ones). */
export const useNavigate = (): NavigateFunction => useCurrent()[1];
