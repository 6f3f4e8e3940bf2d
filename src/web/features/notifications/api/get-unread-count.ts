import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const unreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) => api<{ count: number }>('/api/notifications/unread-count', { signal }),
  });

export const useUnreadNotificationCount = (enabled = true) =>
  useQuery({ ...unreadNotificationCountQueryOptions(), enabled });
