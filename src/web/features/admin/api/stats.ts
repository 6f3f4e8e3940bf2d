import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@common/admin';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminStatsQuery = queryOptions({
  queryKey: queryKeys.admin.stats,
  queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
});

export const useAdminStats = () => useQuery(adminStatsQuery);
