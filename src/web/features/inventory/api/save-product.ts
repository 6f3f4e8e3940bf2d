import { useMutation } from '@tanstack/react-query';
import type { Product, ProductInput } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** POST /api/products (no id) or PUT /api/products/:id. */
export function useSaveProduct() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      id
        ? api<Product>(`/api/products/${id}`, { method: 'PUT', body: input })
        : api<Product>('/api/products', { method: 'POST', body: input }),
    meta: { invalidates: inventoryChange },
  });
}
