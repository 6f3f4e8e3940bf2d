import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@common/marketplace-cart';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The restaurant's saved cart (decision 044): the same on every device it signs in from. */
export const cartQuery = queryOptions({
  queryKey: queryKeys.marketplace.cart,
  queryFn: ({ signal }) => api<Cart>('/api/marketplace/cart', { signal }),
});

export const useSavedCart = () => useQuery(cartQuery);
