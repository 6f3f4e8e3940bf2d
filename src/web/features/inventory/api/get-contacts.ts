import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactListItem } from '@common/inventory';
import { api } from '@web/lib/api-client';

export const contactKeys = { all: ['contacts'] as const };

/** All of the restaurant's own suppliers, ordered by name (each with its product count). */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.all,
    queryFn: ({ signal }) => api<ContactListItem[]>('/api/contacts', { signal }),
  });

export const useContacts = () => useQuery(contactsQueryOptions());
