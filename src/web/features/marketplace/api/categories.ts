import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['marketplace', 'categories'],
  queryFn: ({ signal }) => api<string[]>('/api/marketplace/categories', { signal }),
  staleTime: 60_000,
});

export const useMarketplaceCategories = () => useQuery(categoriesQuery);
