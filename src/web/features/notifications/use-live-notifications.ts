import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { Notification } from '@common/notifications';
import { refreshOnEvent } from '@web/lib/refresh-on-event';
import { useRealtimeChannel } from '@web/lib/use-realtime-channel';
import { queryKeys } from '@web/lib/query-keys';
import { requestBrowserNotificationsOnFirstGesture, showBrowserNotification } from './browser-notifications';
import { openNotificationLink } from './open-link';

/** New notifications arrive live on `user:{id}`: into the list and the count, as a toast, and as a system notification when the tab is hidden. */
export function useLiveNotifications(userId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => (userId ? requestBrowserNotificationsOnFirstGesture() : undefined), [userId]);

  useRealtimeChannel(userId ? `user:${userId}` : null, (event) => {
    switch (event.type) {
      case 'notification.created': {
        const notification = event.notification as Notification;
        // Refetched rather than prepended: the server keeps the list to its latest 50.
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
        // An order moved (decision 043): both inboxes show it at once, not at their next poll.
        if (notification.type === 'order')
          for (const queryKey of [queryKeys.orders.all, queryKeys.dashboard, queryKeys.supplier.all])
            void queryClient.invalidateQueries({ queryKey });
        const open = (link: string) => openNotificationLink(link, navigate);
        toast(notification.title, {
          description: notification.message,
          action: notification.link ? { label: 'Ver', onClick: () => open(notification.link!) } : undefined,
        });
        showBrowserNotification(notification, open);
        break;
      }
      case 'notification.updated':
      case 'notification.deleted':
      case 'refetch':
      case 'subscribed':
      case 'reconnected':
        void refreshOnEvent(queryClient, queryKeys.notifications.all, event.type);
        break;
    }
  });
}
