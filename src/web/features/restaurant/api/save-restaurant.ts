import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant, RestaurantInput } from '@common/restaurant';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/restaurant: upserts the information and replaces the branches. */
export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestaurantInput) => api<Restaurant>('/api/restaurant', { method: 'PUT', body: input }),
    onSuccess: (restaurant) => queryClient.setQueryData(queryKeys.restaurant, restaurant),
  });
}
