import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, ReceiveOrderInput } from '@common/orders';
import { api } from '@web/lib/api-client';
import { inventoryChange, orderChange, queryKeys } from '@web/lib/query-keys';

/**
 * "Recibir orden": stock rises and prices may change (writing alerts), so the inventory, the
 * dashboard and the alerts are stale as well as the orders.
 */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReceiveOrderInput }) =>
      api<OrderDetail>(`/api/orders/${id}/receive`, { method: 'POST', body: input }),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.detail(order.id), order),
    meta: { invalidates: [...orderChange, ...inventoryChange] },
  });
}
