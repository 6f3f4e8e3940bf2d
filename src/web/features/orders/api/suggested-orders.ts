import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateSuggestedOrdersInput, SuggestedOrders } from '@common/suggested-orders';
import type { OrderDetail } from '@common/orders';
import { api } from '@web/lib/api-client';
import { orderChange, queryKeys } from '@web/lib/query-keys';

/** GET /api/orders/suggested?days=N: what to order from every supplier for a delivery in N days. */
export const useSuggestedOrders = (days: number) =>
  useQuery({
    queryKey: queryKeys.orders.suggested(days),
    queryFn: ({ signal }) => api<SuggestedOrders>(`/api/orders/suggested?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/orders/suggested: every supplier's order at once (all or none). */
export function useCreateSuggestedOrders() {
  return useMutation({
    mutationFn: (input: CreateSuggestedOrdersInput) =>
      api<{ orders: OrderDetail[] }>('/api/orders/suggested', { method: 'POST', body: input }),
    meta: { invalidates: orderChange },
  });
}
