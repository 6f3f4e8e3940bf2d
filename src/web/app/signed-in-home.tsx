import type { SessionUser } from '@common/accounts';
import { WelcomeHome } from './welcome-home';
import { AppShell } from './app-shell';

/** "/" once signed in; its own chunk, so visitors of the landing page never download it. */
export function SignedInHome({ user }: { user: SessionUser }) {
  return (
    <AppShell user={user}>
      <WelcomeHome user={user} />
    </AppShell>
  );
}
