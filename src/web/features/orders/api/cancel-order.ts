import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderInput, OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { orderChange, queryKeys } from '@web/lib/query-keys';

/** "Cancelar orden" with its reason: pendiente → cancelada (the supplier of a marketplace order is told). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelOrderInput }) =>
      api<OrderDetail>(`/api/orders/${id}/cancel`, { method: 'POST', body: input }),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.detail(order.id), order),
    meta: { invalidates: orderChange },
  });
}
