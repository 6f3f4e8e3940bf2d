import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { orderKeys } from './get-orders';
import { invalidateOrders } from './invalidate-orders';

/** "Cancelar orden": pendiente → cancelada. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<OrderDetail>(`/api/orders/${id}/cancel`, { method: 'POST' }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return invalidateOrders(queryClient);
    },
  });
}
