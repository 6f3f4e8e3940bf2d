import { useMutation } from '@tanstack/react-query';
import type { ReceiptScan } from '@common/receipts';
import { api } from '@web/lib/api-client';

/** POST /api/receipts/scan (multipart 'image'): the receipt's lines, each matched to a product or not. */
export function useScanReceipt() {
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('image', image);
      return api<ReceiptScan>('/api/receipts/scan', { method: 'POST', body: form });
    },
  });
}
