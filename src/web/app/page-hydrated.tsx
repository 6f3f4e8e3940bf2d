import { createContext, useContext, useEffect, type ReactNode } from 'react';

const PageHydrated = createContext<(() => void) | null>(null);

/** hydrateServerPage's way to learn that the server's page is the app's (decision 068). */
export const PageHydratedProvider = PageHydrated.Provider;

/**
 * Inside the route table's Suspense boundary, so its effect runs once the whole page is attached, lazy parts
 * included: before that, typing into the server's inputs would not reach the app. Renders its one child as it
 * is (no DOM, no extra sibling, so useId matches the server's), and does nothing outside a hydration.
 */
export function SignalPageHydrated({ children }: { children: ReactNode }) {
  const hydrated = useContext(PageHydrated);
  useEffect(() => hydrated?.(), [hydrated]);
  return children;
}
