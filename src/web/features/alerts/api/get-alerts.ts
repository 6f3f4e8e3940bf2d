import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceAlert } from '@common/alerts';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.alerts.list,
    queryFn: ({ signal }) => api<PriceAlert[]>('/api/alerts', { signal }),
  });

export const useAlerts = () => useQuery(alertsQueryOptions());
