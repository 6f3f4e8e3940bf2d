import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartInput } from '@common/marketplace-cart';
import { CART_MESSAGES } from '@common/marketplace-cart-rules';
import { api, errorMessage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';

/**
 * Saves the whole cart (kept alive, so a save sent as the page closes still lands). The cart on screen already shows the change; a refused save says why and
 * reloads the saved cart, which also names any product that has left the marketplace.
 */
export function useSaveCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartInput) =>
      api<Cart>('/api/marketplace/cart', { method: 'PUT', body: input, keepalive: true }),
    onError: (error) => {
      toast.error(errorMessage(error, CART_MESSAGES.saveFailed));
      return queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.cart });
    },
  });
}
