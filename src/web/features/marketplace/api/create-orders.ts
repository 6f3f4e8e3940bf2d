import { useMutation } from '@tanstack/react-query';
import type { CartOrderInput } from '@common/marketplace';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface CreatedOrder {
  id: string;
  orderNumber: string;
  totalAmount: string;
  supplierCompanyId: string;
  supplierName: string;
}

/** 'Crear Orden': one order per supplier, priced by the server. */
export function useCreateCartOrders() {
  return useMutation({
    mutationFn: (input: CartOrderInput) =>
      api<CreatedOrder[]>('/api/marketplace/orders', { method: 'POST', body: input }),
    // New orders change the buyer's orders, dashboard and saved cart (the ordered lines leave it),
    // and the supplier's inbox, stats and notifications (the buyer may be that supplier too).
    meta: {
      invalidates: [
        queryKeys.orders.all,
        queryKeys.dashboard,
        queryKeys.notifications.all,
        queryKeys.supplier.all,
        queryKeys.marketplace.all,
      ],
    },
  });
}
