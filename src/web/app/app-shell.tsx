import type { ReactNode } from 'react';
import type { SessionUser } from '@common/accounts';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { SideNav } from './side-nav';
import { useNavCounts } from './use-nav-counts';
import { CHROME } from './chrome';

/**
 * The signed-in chrome. Phones and tablets: header, content and the bottom bar; from 1024 px a
 * sidebar instead. The bottom padding keeps the end of every page clear of the bar and of the
 * assistant button above it (decision 029).
 */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const counts = useNavCounts(user);
  return (
    <div className={CHROME.frame}>
      <SideNav user={user} counts={counts} />
      <div className={CHROME.content}>
        <AppHeader user={user} counts={counts} />
        {children}
      </div>
      <BottomNav user={user} counts={counts} />
    </div>
  );
}
