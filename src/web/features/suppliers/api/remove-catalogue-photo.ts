import { useMutation } from '@tanstack/react-query';
import type { CatalogueProduct } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { catalogueChange } from './catalogue';

/** DELETE /api/supplier/products/:id/photo: removes the product's photo and its files. */
export function useRemoveCataloguePhoto() {
  return useMutation({
    mutationFn: (productId: string) =>
      api<CatalogueProduct>(`/api/supplier/products/${productId}/photo`, { method: 'DELETE' }),
    meta: { invalidates: catalogueChange },
  });
}
