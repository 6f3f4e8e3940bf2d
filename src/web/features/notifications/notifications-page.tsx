import { BellRing, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@web/lib/router';
import type { Notification } from '@common/notifications';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteNotification } from './api/delete-notification';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { browserNotificationPermission, requestBrowserNotifications } from './browser-notifications';
import { NotificationItem } from './notification-item';
import { openNotificationLink } from './open-link';

// SPEC §8: notification errors are logged only.
const logError = (action: string) => (error: unknown) => console.error(`Notificaciones: ${action}`, error);

/** SPEC §2 /notificaciones: the latest 50, mark all read, delete, and a click opens the link. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [permission, setPermission] = useState(browserNotificationPermission);
  const hasUnread = notifications.data?.some((item) => !item.isRead) ?? false;

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id, { onError: logError('marcar como leída') });
    if (notification.link) openNotificationLink(notification.link, navigate);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Notificaciones</h1>
        <Button
          variant="outline"
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: logError('marcar todo') })}
        >
          <CheckCheck aria-hidden /> Marcar todo como leído
        </Button>
      </header>
      {permission === 'default' && (
        <Button
          variant="secondary"
          className="max-w-full self-start text-left whitespace-normal"
          onClick={() =>
            void requestBrowserNotifications(true).then(() => setPermission(browserNotificationPermission()))
          }
        >
          <BellRing aria-hidden /> Activar notificaciones del navegador
        </Button>
      )}
      {notifications.isPending ? (
        <Spinner className="mx-auto" />
      ) : notifications.isError ? (
        <p role="alert" className="text-center text-red-700">
          No se pudieron cargar las notificaciones
        </p>
      ) : notifications.data.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No tienes notificaciones</p>
      ) : (
        <ul aria-label="Notificaciones" className="flex flex-col gap-2">
          {notifications.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={open}
              onDelete={(item) => remove.mutate(item.id, { onError: logError('eliminar') })}
              deleting={remove.isPending && remove.variables === notification.id}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
