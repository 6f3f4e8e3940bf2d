import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockCountInput, StockCountResult } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate-inventory';

/** Sets every counted product's stock in one transaction; answers the products that changed. */
export function useApplyStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockCountInput) => api<StockCountResult>('/api/products/count', { method: 'POST', body: input }),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
