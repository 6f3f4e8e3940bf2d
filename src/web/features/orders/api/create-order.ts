import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { invalidateOrders } from './invalidate-orders';

/** POST /api/orders: an own-contact order priced by the server from the products' current prices. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => api<OrderDetail>('/api/orders', { method: 'POST', body: input }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
