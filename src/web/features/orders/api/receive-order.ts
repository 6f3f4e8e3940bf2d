import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, ReceiveOrderInput } from '@common/orders';
import { invalidateInventory } from '@web/features/inventory/api/invalidate-inventory';
import { api } from '@web/lib/api-client';
import { orderKeys } from './get-orders';
import { invalidateOrders } from './invalidate-orders';

/**
 * "Recibir orden": stock rises and prices may change (writing alerts), so the inventory, the
 * dashboard and the alerts are stale as well as the orders.
 */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReceiveOrderInput }) => api<OrderDetail>(`/api/orders/${id}/receive`, { method: 'POST', body: input }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return Promise.all([invalidateOrders(queryClient), invalidateInventory(queryClient)]);
    },
  });
}
