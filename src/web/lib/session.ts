import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { queryKeys } from './query-keys';
import { rememberSession } from './session-hint';

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => api<{ user: SessionUser | null }>('/api/auth/me', { signal }).then((data) => data.user),
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user (or null) with their roles; `isLoading` while the first check runs. */
export function useSession() {
  const query = useQuery(sessionQuery);
  useEffect(() => {
    if (!query.isPending) rememberSession(Boolean(query.data));
  }, [query.isPending, query.data]);
  return { user: query.data ?? null, isLoading: query.isPending };
}
