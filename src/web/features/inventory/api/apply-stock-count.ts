import { useMutation } from '@tanstack/react-query';
import type { StockCountInput, StockCountResult } from '@common/inventory-count';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** Sets every counted product's stock in one transaction; answers the products that changed. */
export function useApplyStockCount() {
  return useMutation({
    mutationFn: (input: StockCountInput) =>
      api<StockCountResult>('/api/products/count', { method: 'POST', body: input }),
    meta: { invalidates: inventoryChange },
  });
}
