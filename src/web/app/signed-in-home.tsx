import type { SessionUser } from '@common/accounts';
import { WelcomeHome } from './welcome-home';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** "/" once signed in; its own chunk, so visitors of the landing page never download it. */
export function SignedInHome({ user }: { user: SessionUser }) {
  return (
    <div className="min-h-screen pb-24">
      <AppHeader />
      <WelcomeHome user={user} />
      <BottomNav />
    </div>
  );
}
