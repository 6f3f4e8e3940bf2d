import type { ReactNode } from 'react';
import { useSession } from '@web/lib/session';
import { AppShell } from './app-shell';

/** Signed-in pages inside the app's chrome (RequireAuth has already waited for the session). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  return <AppShell user={user}>{children}</AppShell>;
}
