import { Bell } from 'lucide-react';
import { Link } from '@web/lib/router';
import { badgeLabel } from '@web/lib/badge-count';
import { useUnreadNotificationCount } from './api/get-unread-count';
import { useLiveNotifications } from './use-live-notifications';

/** The header's bell: unread notifications, live, linking to /notificaciones. */
export function NotificationBell({ userId }: { userId: string }) {
  useLiveNotifications(userId);
  const unread = useUnreadNotificationCount();
  const count = unread.data?.count ?? 0;
  const badge = badgeLabel(count);
  return (
    <Link
      to="/notificaciones"
      aria-label={count > 0 ? `Notificaciones: ${count} sin leer` : 'Notificaciones'}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <Bell aria-hidden className="size-5" />
      {badge && (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[10px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
