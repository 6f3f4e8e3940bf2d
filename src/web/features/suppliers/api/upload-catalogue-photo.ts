import { useMutation } from '@tanstack/react-query';
import { CATALOGUE_PHOTO_FIELD } from '@common/catalogue-photos';
import type { CatalogueProduct } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { catalogueChange } from './catalogue';

/** PUT /api/supplier/products/:id/photo: sets or replaces the product's photo (decision 048). */
export function useUploadCataloguePhoto() {
  return useMutation({
    mutationFn: ({ productId, file }: { productId: string; file: File }) => {
      const form = new FormData();
      form.append(CATALOGUE_PHOTO_FIELD, file);
      return api<CatalogueProduct>(`/api/supplier/products/${productId}/photo`, { method: 'PUT', body: form });
    },
    meta: { invalidates: catalogueChange },
  });
}
