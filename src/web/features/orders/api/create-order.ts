import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { orderChange } from '@web/lib/query-keys';

/** POST /api/orders: an own-contact order priced by the server from the products' current prices. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (input: CreateOrderInput) => api<OrderDetail>('/api/orders', { method: 'POST', body: input }),
    meta: { invalidates: orderChange },
  });
}
