import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactListItem } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** All of the restaurant's own suppliers, ordered by name (each with its product count). */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.contacts.all,
    queryFn: ({ signal }) => api<ContactListItem[]>('/api/contacts', { signal }),
  });

export const useContacts = () => useQuery(contactsQueryOptions());
