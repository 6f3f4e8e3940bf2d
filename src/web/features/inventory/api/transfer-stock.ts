import { useMutation } from '@tanstack/react-query';
import type { Transfer, TransferInput } from '@common/branch-stock';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** "Traspaso": stock leaves one branch and enters another in one step. */
export function useTransferStock() {
  return useMutation({
    mutationFn: (input: TransferInput) => api<Transfer>('/api/products/transfers', { method: 'POST', body: input }),
    meta: { invalidates: inventoryChange },
  });
}
