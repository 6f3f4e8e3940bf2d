import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@common/dashboard';
import { api } from '@web/lib/api-client';

export const dashboardKeys = { all: ['dashboard'] as const };

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api<Dashboard>('/api/dashboard', { signal }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
