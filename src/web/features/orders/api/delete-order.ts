import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { orderChange, queryKeys } from '@web/lib/query-keys';

/** Removes the order and its items. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/orders/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: queryKeys.orders.detail(id) }),
    meta: { invalidates: orderChange },
  });
}
