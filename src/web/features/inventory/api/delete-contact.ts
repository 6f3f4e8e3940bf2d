import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate-inventory';

/** The contact's products stay, without a supplier. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/contacts/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
