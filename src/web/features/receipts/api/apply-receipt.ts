import { useMutation } from '@tanstack/react-query';
import type { ApplyReceiptInput, ApplyReceiptResult } from '@common/receipts';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** POST /api/receipts/apply; afterwards products, dashboard figures and price alerts are stale (SPEC §7). */
export function useApplyReceipt() {
  return useMutation({
    mutationFn: (input: ApplyReceiptInput) =>
      api<ApplyReceiptResult>('/api/receipts/apply', { method: 'POST', body: input }),
    meta: { invalidates: inventoryChange },
  });
}
