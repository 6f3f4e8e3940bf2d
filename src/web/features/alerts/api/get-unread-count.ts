import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@common/alerts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const unreadAlertCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.alerts.unreadCount,
    queryFn: ({ signal }) => api<UnreadCount>('/api/alerts/unread-count', { signal }),
    refetchInterval: 60_000,
  });

export const useUnreadAlertCount = (enabled = true) => useQuery({ ...unreadAlertCountQueryOptions(), enabled });
