import { Link } from 'react-router';
import type { SessionUser } from '@common/accounts';
import { NotificationBell } from '@web/features/notifications/notification-bell';
import type { NavBadge } from './nav-items';
import { MoreMenu } from './more-menu';

/** Signed-in pages: the brand (home, in the sidebar on wide screens), "Más" and the notification bell. */
export function AppHeader({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-1 px-2">
        <Link
          to="/"
          className="mr-auto rounded-lg px-2 py-1 text-lg font-bold text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none lg:invisible"
        >
          Alacena
        </Link>
        <MoreMenu user={user} counts={counts} />
        <NotificationBell userId={user.id} />
      </div>
    </header>
  );
}
