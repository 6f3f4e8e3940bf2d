import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxOrder } from '@common/suppliers';
import { api } from '@web/lib/api-client';

export const inboxQuery = queryOptions({
  queryKey: ['supplier', 'orders'],
  queryFn: ({ signal }) => api<InboxOrder[]>('/api/supplier/orders', { signal }),
  // New orders arrive while the supplier looks at the page.
  refetchInterval: 60_000,
  staleTime: 30_000,
});

export const useInbox = () => useQuery(inboxQuery);

/** "Marcar como completada" / "Cancelar pedido". */
export function useSetInboxOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'complete' | 'cancel' }) =>
      api<{ ok: true }>(`/api/supplier/orders/${id}/${action}`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['supplier', 'stats'] });
    },
  });
}
