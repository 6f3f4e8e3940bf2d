import { useMutation } from '@tanstack/react-query';
import type { Contact, ContactInput } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { inventoryChange } from '@web/lib/query-keys';

/** POST /api/contacts (no id) or PUT /api/contacts/:id. */
export function useSaveContact() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactInput }) =>
      id
        ? api<Contact>(`/api/contacts/${id}`, { method: 'PUT', body: input })
        : api<Contact>('/api/contacts', { method: 'POST', body: input }),
    meta: { invalidates: inventoryChange },
  });
}
