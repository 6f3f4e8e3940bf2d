import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@common/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => api<Dashboard>('/api/dashboard', { signal }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
