import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/products/${id}`, { method: 'DELETE' }),
    meta: { invalidates: inventoryChange },
  });
}
