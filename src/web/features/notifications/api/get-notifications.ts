import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@common/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The latest 50, newest first (the server caps and orders them). */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ signal }) => api<Notification[]>('/api/notifications', { signal }),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
