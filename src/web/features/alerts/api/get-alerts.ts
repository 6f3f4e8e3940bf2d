import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceAlert } from '@common/alerts';
import { api } from '@web/lib/api-client';

/** Everything under ['alerts'] (list and unread count) goes stale together. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: ['alerts', 'list'] as const,
  unreadCount: ['alerts', 'unread-count'] as const,
};

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.list,
    queryFn: ({ signal }) => api<PriceAlert[]>('/api/alerts', { signal }),
  });

export const useAlerts = () => useQuery(alertsQueryOptions());
