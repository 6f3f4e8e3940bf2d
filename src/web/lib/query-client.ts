import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { RegisteredKey } from './query-keys';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The registry keys this mutation makes stale once it succeeds. */
      invalidates?: readonly RegisteredKey[];
    };
  }
}

/** Data fetched this recently already covers a component that mounts, or a channel that is confirmed. */
const JUST_FETCHED_MS = 5_000;

export const fetchedJustNow = (state: { dataUpdatedAt: number }) => Date.now() - state.dataUpdatedAt <= JUST_FETCHED_MS;

/**
 * SPEC §9: data stale after 5 min, 1 retry. Data that arrived in the last few seconds is not fetched again
 * when one more component mounts with it, unless a change invalidated it: a page the server rendered would
 * otherwise ask at once again for each answer it came with that is kept "always stale" (decision 078).
 * A successful mutation invalidates what its `meta.invalidates` names. This runs in `onSettled`, after the mutation's own `onSuccess`, so a mutation that writes or
 * drops a cached entry (a deleted order's detail) does so before the refetch.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => query.state.isInvalidated || !fetchedJustNow(query.state),
      },
    },
    mutationCache: new MutationCache({
      onSettled: async (_data, error, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates;
        if (error || !keys) return;
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
  });
  return queryClient;
}
