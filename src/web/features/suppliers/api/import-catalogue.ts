import { useMutation } from '@tanstack/react-query';
import type { CsvImportResult, CsvPreview } from '@common/csv';
import { api } from '@web/lib/api-client';
import { catalogueChange } from './catalogue';

export const CATALOGUE_EXPORT_URL = '/api/supplier/products/export.csv';

/** What importing this CSV would do to the catalogue, row by row; changes nothing. */
export const usePreviewCatalogueImport = () =>
  useMutation({
    mutationFn: (csv: string) =>
      api<CsvPreview>('/api/supplier/products/import/preview', { method: 'POST', body: { csv } }),
  });

/** Applies every row in one transaction, or none (the error lists the rows). */
export function useApplyCatalogueImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      api<CsvImportResult>('/api/supplier/products/import', { method: 'POST', body: { csv } }),
    meta: { invalidates: catalogueChange },
  });
}
