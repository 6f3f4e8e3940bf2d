import { useMutation } from '@tanstack/react-query';
import type { CartOrderInput } from '@common/marketplace';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { CART_MUTATION_SCOPE } from './save-cart';

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
    // After any save of the cart still on its way, so that the save cannot bring ordered lines back.
    scope: CART_MUTATION_SCOPE,
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
