import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { orderChange, queryKeys } from '@web/lib/query-keys';

/** "Cancelar orden": pendiente → cancelada. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<OrderDetail>(`/api/orders/${id}/cancel`, { method: 'POST' }),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.detail(order.id), order),
    meta: { invalidates: orderChange },
  });
}
