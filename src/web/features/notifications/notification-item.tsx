import { Trash2 } from 'lucide-react';
import type { Notification } from '@common/notifications';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { RelativeTime } from '@web/components/relative-time';
import { NOTIFICATION_STYLES } from './notification-types';

interface Props {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  deleting: boolean;
}

export function NotificationItem({ notification, onOpen, onDelete, deleting }: Props) {
  const style = NOTIFICATION_STYLES[notification.type];
  const Icon = style.icon;
  return (
    <li
      data-type={notification.type}
      data-read={notification.isRead}
      aria-label={notification.title}
      className={cn(
        'flex items-start gap-2 rounded-xl border p-2 shadow-sm',
        notification.isRead ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-white',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-2 text-left hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', style.className)}>
          <Icon aria-hidden className="size-5" />
          <span className="sr-only">{style.label}</span>
        </span>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span
            className={cn('flex items-center gap-2', notification.isRead ? 'font-medium text-slate-700' : 'font-bold')}
          >
            {!notification.isRead && <span aria-hidden className="size-2 shrink-0 rounded-full bg-blue-600" />}
            {notification.title}
            {!notification.isRead && <span className="sr-only">(sin leer)</span>}
          </span>
          <span className="text-sm break-words text-slate-700">{notification.message}</span>
          <RelativeTime value={notification.createdAt} className="text-xs text-slate-600" />
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Eliminar notificación: ${notification.title}`}
        disabled={deleting}
        onClick={() => onDelete(notification)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  );
}
