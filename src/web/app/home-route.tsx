import { lazy, Suspense } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';

/** The header, home and navigation of a signed-in user load on demand: the landing page stays small. */
const SignedInHome = lazy(() => import('./signed-in-home').then((module) => ({ default: module.SignedInHome })));
/** Visitors get the landing pre-rendered in index.html (decision 016); the app only renders it after a session ends. */
const LandingPage = lazy(() =>
  import('@web/features/landing/landing-page').then((module) => ({ default: module.LandingPage })),
);

/** SPEC §2 "/": the landing page for visitors, the role-aware welcome home once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  return (
    <Suspense fallback={<Spinner className="mx-auto mt-24" />}>
      {user ? <SignedInHome user={user} /> : <LandingPage />}
    </Suspense>
  );
}
