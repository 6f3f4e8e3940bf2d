import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@common/alerts';
import { api } from '@web/lib/api-client';
import { alertKeys } from './get-alerts';

export const unreadAlertCountQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.unreadCount,
    queryFn: ({ signal }) => api<UnreadCount>('/api/alerts/unread-count', { signal }),
    refetchInterval: 60_000,
  });

export const useUnreadAlertCount = (enabled = true) => useQuery({ ...unreadAlertCountQueryOptions(), enabled });
