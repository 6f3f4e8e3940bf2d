import { useMutation } from '@tanstack/react-query';
import type { ApplyInvoiceInput, ApplyInvoiceResult } from '@common/invoices';
import { api } from '@web/lib/api-client';
import { inventoryChange, queryKeys } from '@web/lib/query-keys';

/** POST /api/invoices/cfdi/apply: stock, prices (and their alerts), the dashboard and the month's invoices change. */
export function useApplyInvoice() {
  return useMutation({
    mutationFn: (input: ApplyInvoiceInput) =>
      api<ApplyInvoiceResult>('/api/invoices/cfdi/apply', { method: 'POST', body: input }),
    meta: { invalidates: [...inventoryChange, queryKeys.invoices.all] },
  });
}
