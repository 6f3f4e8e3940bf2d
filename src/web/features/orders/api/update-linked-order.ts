import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedOrder } from '@common/order-links';
import type { ConfirmOrderInput } from '@common/order-states';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

type Step = { action: 'confirm'; lines: ConfirmOrderInput['lines'] } | { action: 'ship' };

/** The supplier's "Confirmar pedido" (with its changed lines) and "Marcar en camino", through the link. */
export function useUpdateLinkedOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: Step) =>
      api<LinkedOrder>(`/api/order-links/${encodeURIComponent(token)}/${step.action}`, {
        method: 'POST',
        body: step.action === 'confirm' ? { lines: step.lines } : undefined,
      }),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orderLink(token), order),
  });
}
