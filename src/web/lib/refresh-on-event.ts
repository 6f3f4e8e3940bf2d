import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchedJustNow } from './query-client';

/**
 * Refetches what a realtime event makes stale, once: a fetch already under way is joined rather
 * than cancelled and repeated (several components may listen to the same channel), and the first
 * 'subscribed' does not refetch what the page has just loaded (decision 029). After a
 * 'reconnected' everything is refetched: events may have been missed while the socket was down.
 */
export function refreshOnEvent(queryClient: QueryClient, queryKey: QueryKey, eventType: string) {
  const predicate =
    eventType === 'subscribed'
      ? (query: { state: { dataUpdatedAt: number; fetchStatus: string } }) =>
          query.state.fetchStatus !== 'fetching' && !fetchedJustNow(query.state)
      : undefined;
  return queryClient.invalidateQueries({ queryKey, predicate }, { cancelRefetch: false });
}
