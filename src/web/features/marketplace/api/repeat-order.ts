import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@common/marketplace-cart';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** 'Repetir pedido': a past marketplace order's lines go back into the saved cart; the answer is the cart. */
export function useRepeatOrderIntoCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api<Cart>(`/api/marketplace/cart/repeat/${orderId}`, { method: 'POST' }),
    // `dropped` here names what was not added; the cart itself has nothing left to drop.
    onSuccess: (cart) => queryClient.setQueryData<Cart>(queryKeys.marketplace.cart, { lines: cart.lines, dropped: [] }),
  });
}
