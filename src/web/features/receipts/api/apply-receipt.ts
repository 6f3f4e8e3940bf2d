import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyReceiptInput, ApplyReceiptResult } from '@common/receipts';
import { invalidateInventory } from '@web/features/inventory/api/invalidate-inventory';
import { api } from '@web/lib/api-client';

/** POST /api/receipts/apply; afterwards products, dashboard figures and price alerts are stale (SPEC §7). */
export function useApplyReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyReceiptInput) => api<ApplyReceiptResult>('/api/receipts/apply', { method: 'POST', body: input }),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
