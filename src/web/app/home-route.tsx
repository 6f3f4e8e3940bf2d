import { lazy, Suspense } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/session';
import { LandingPage } from '@web/features/landing/landing-page';

/** The header, home and navigation of a signed-in user load on demand: the landing page stays small. */
const SignedInHome = lazy(() => import('./signed-in-home').then((module) => ({ default: module.SignedInHome })));

/** SPEC §2 "/": the landing page for visitors, the role-aware welcome home once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<Spinner className="mx-auto mt-24" />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
