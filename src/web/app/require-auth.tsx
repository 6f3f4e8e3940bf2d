import type { ReactNode } from 'react';
import { Navigate } from '@web/lib/router';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';

/** Pages behind a session wait for the auth check, then send visitors to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
