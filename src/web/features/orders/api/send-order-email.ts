import { useMutation } from '@tanstack/react-query';
import type { OrderEmailSent } from '@common/orders';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** "Enviar por correo" to a contact with an e-mail (decision 053); the server may make the order a new link. */
export function useSendOrderEmail(orderId: string) {
  return useMutation({
    mutationFn: () => api<OrderEmailSent>(`/api/orders/${orderId}/send-email`, { method: 'POST' }),
    meta: { invalidates: [queryKeys.orders.link(orderId)] },
  });
}
