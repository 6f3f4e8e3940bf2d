import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InboxOrder } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const inboxQuery = queryOptions({
  queryKey: queryKeys.supplier.inbox,
  queryFn: ({ signal }) => api<InboxOrder[]>('/api/supplier/orders', { signal }),
  // New orders arrive while the supplier looks at the page.
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export const useInbox = () => useQuery(inboxQuery);

/** "Marcar como completada" / "Cancelar pedido". */
export function useSetInboxOrderStatus() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'complete' | 'cancel' }) =>
      api<{ ok: true }>(`/api/supplier/orders/${id}/${action}`, { method: 'POST', body: {} }),
    meta: { invalidates: [queryKeys.supplier.inbox, queryKeys.supplier.stats] },
  });
}
