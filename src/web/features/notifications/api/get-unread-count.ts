import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from './notification-keys';

export const unreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => api<{ count: number }>('/api/notifications/unread-count', { signal }),
  });

export const useUnreadNotificationCount = (enabled = true) => useQuery({ ...unreadNotificationCountQueryOptions(), enabled });
