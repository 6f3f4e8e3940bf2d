import { Link } from '@web/lib/router';
import type { SessionUser } from '@common/accounts';
import { NotificationBell } from '@web/features/notifications/notification-bell';
import type { NavBadge } from './nav-items';
import { MoreMenu } from './more-menu';
import { cn } from '@web/lib/cn';
import { CHROME, CHROME_FOCUS } from './chrome';

/** Signed-in pages: the brand (home, in the sidebar on wide screens), "Más" and the notification bell. */
export function AppHeader({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <header className={CHROME.header}>
      <div className={CHROME.headerRow}>
        <Link to="/" className={cn(CHROME.headerBrand, CHROME_FOCUS)}>
          Alacena
        </Link>
        <MoreMenu user={user} counts={counts} />
        <NotificationBell userId={user.id} />
      </div>
    </header>
  );
}
