import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmOrderInput } from '@common/order-states';
import type { CancelOrderInput } from '@common/orders';
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

/** What the supplier does with an order (decision 043); confirming and cancelling carry a body. */
export type InboxAction =
  | { action: 'confirm'; body: ConfirmOrderInput }
  | { action: 'ship' | 'deliver'; body?: undefined }
  | { action: 'cancel'; body: CancelOrderInput };

/** "Confirmar pedido", "Marcar en camino", "Marcar entregado", "Cancelar pedido": the catalogue's stock moves too. */
export function useInboxAction() {
  return useMutation({
    mutationFn: ({ id, action, body }: InboxAction & { id: string }) =>
      api<{ ok: true }>(`/api/supplier/orders/${id}/${action}`, { method: 'POST', body: body ?? {} }),
    meta: { invalidates: [queryKeys.supplier.inbox, queryKeys.supplier.stats, queryKeys.supplier.catalogue] },
  });
}
