import { lazy, Suspense } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/session';
import { LandingPage } from '@web/features/landing/landing-page';
import { BottomNav } from './bottom-nav';

const WelcomeHome = lazy(() => import('@web/features/home/welcome-home').then((module) => ({ default: module.WelcomeHome })));

/** SPEC §2 "/": the landing page for visitors, the role-aware welcome home once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  if (!user) return <LandingPage />;
  return (
    <div className="min-h-screen pb-24">
      <Suspense fallback={<Spinner className="mx-auto mt-24" />}>
        <WelcomeHome user={user} />
      </Suspense>
      <BottomNav />
    </div>
  );
}
