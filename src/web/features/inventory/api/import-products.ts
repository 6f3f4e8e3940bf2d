import { useMutation } from '@tanstack/react-query';
import type { CsvImportResult, CsvPreview } from '@common/csv';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

export const PRODUCTS_EXPORT_URL = '/api/products/export.csv';

/** What importing this CSV would do, row by row; changes nothing. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (csv: string) => api<CsvPreview>('/api/products/import/preview', { method: 'POST', body: { csv } }),
  });

/** Applies every row in one transaction, or none (the error lists the rows). */
export function useApplyImport() {
  return useMutation({
    mutationFn: (csv: string) => api<CsvImportResult>('/api/products/import', { method: 'POST', body: { csv } }),
    meta: { invalidates: inventoryChange },
  });
}
