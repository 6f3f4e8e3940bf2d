import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartOrderInput } from '@common/marketplace';
import { api } from '@web/lib/api-client';

export interface CreatedOrder {
  id: string;
  orderNumber: string;
  totalAmount: string;
  supplierCompanyId: string;
  supplierName: string;
}

/** 'Crear Orden': one order per supplier, priced by the server. */
export function useCreateCartOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartOrderInput) => api<CreatedOrder[]>('/api/marketplace/orders', { method: 'POST', body: input }),
    // New orders change lists and counts owned by other features (orders, dashboard, notifications).
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
}
