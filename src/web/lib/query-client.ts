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

/**
 * SPEC §9: data stale after 5 min, 1 retry. A successful mutation invalidates what its `meta.invalidates`
 * names. This runs in `onSettled`, after the mutation's own `onSuccess`, so a mutation that writes or
 * drops a cached entry (a deleted order's detail) does so before the refetch.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } },
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
