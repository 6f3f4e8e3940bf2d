import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/accounts';
import { api } from '@web/lib/api-client';
import { rememberSession } from './session-hint';
import { whenIdle } from './when-idle';

/**
 * The registry's session key (lib/query-keys re-exports it). It lives here so that the pages every
 * visitor loads first (/auth) do not carry the whole registry (≤ 200 KB first load, docs/benchmarks.md).
 */
export const sessionKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => api<{ user: SessionUser | null }>('/api/auth/me', { signal }).then((data) => data.user),
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user (or null) with their roles; `isLoading` while the first check runs. */
export function useSession() {
  const query = useQuery(sessionQuery);
  useEffect(() => {
    if (query.isPending) return;
    // Signing out is written at once ("/" must show its landing again). The signed-in hint, written on every
    // page load, waits for an idle moment: a page's first use of localStorage took 6–8 ms here, more on a phone.
    if (!query.data) return rememberSession(false);
    return whenIdle(() => rememberSession(true));
  }, [query.isPending, query.data]);
  return { user: query.data ?? null, isLoading: query.isPending };
}
