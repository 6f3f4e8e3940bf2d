import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { invalidateInventory } from './invalidate-inventory';

/** POST /api/contacts (no id) or PUT /api/contacts/:id. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactInput }) =>
      id
        ? api<Contact>(`/api/contacts/${id}`, { method: 'PUT', body: input })
        : api<Contact>('/api/contacts', { method: 'POST', body: input }),
    onSuccess: () => invalidateInventory(queryClient),
  });
}
