import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierStats } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const statsQuery = queryOptions({
  queryKey: queryKeys.supplier.stats,
  queryFn: ({ signal }) => api<SupplierStats>('/api/supplier/stats', { signal }),
  staleTime: 60_000,
});

export const useSupplierStats = () => useQuery(statsQuery);
