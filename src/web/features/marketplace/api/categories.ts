import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.marketplace.categories,
  queryFn: ({ signal }) => api<string[]>('/api/marketplace/categories', { signal }),
  staleTime: 60_000,
});

export const useMarketplaceCategories = () => useQuery(categoriesQuery);
