import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentOrderLink } from '@common/order-links';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** "Generar enlace nuevo": a fresh 14-day link; the one sent before stops working. */
export function useRenewOrderLink(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CurrentOrderLink>(`/api/orders/${orderId}/link`, { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData(queryKeys.orders.link(orderId), link),
  });
}
