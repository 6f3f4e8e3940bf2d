import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Every recipe of the user, costed from the current prices and stock. Prices and stock change in
 * other screens (products, orders, receipts), so the list is refetched whenever a page mounts.
 */
export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recipes.all,
    queryFn: ({ signal }) => api<Recipe[]>('/api/recipes', { signal }),
    staleTime: 0,
  });

export const useRecipes = () => useQuery(recipesQueryOptions());
