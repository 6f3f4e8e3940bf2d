import { Link } from 'react-router';
import { useSession } from '@web/lib/session';
import { NotificationBell } from '@web/features/notifications/notification-bell';

/** Signed-in pages: the brand (home) and the notification bell. */
export function AppHeader() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-12 max-w-6xl items-center justify-between px-2">
        <Link to="/" className="rounded-lg px-2 py-1 text-lg font-bold text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          Alacena
        </Link>
        <NotificationBell userId={user.id} />
      </div>
    </header>
  );
}
