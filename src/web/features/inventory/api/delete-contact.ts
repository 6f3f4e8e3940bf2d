import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** The contact's products stay, without a supplier. */
export function useDeleteContact() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/contacts/${id}`, { method: 'DELETE' }),
    meta: { invalidates: inventoryChange },
  });
}
