import { useMutation } from '@tanstack/react-query';
import type { InvoicePreviewResult } from '@common/invoices';
import { api } from '@web/lib/api-client';

/** POST /api/invoices/cfdi/preview (multipart, a 'file' part per XML or ZIP): each file read or refused. Nothing is stored. */
export function usePreviewInvoices() {
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return api<InvoicePreviewResult>('/api/invoices/cfdi/preview', { method: 'POST', body: form });
    },
  });
}
