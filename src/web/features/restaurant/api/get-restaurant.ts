import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Restaurant } from '@common/restaurant';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The restaurant's information (null before the first save) and its branches, main first. */
export const restaurantQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.restaurant,
    queryFn: ({ signal }) => api<Restaurant>('/api/restaurant', { signal }),
  });

export const useRestaurant = () => useQuery(restaurantQueryOptions());
