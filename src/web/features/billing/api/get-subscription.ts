import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_REFRESH_MS, type SubscriptionStatus } from '@common/billing';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** SPEC §9: stale after 60 s and refetched every 60 s; the server reads it from the database. */
export const subscriptionQuery = queryOptions({
  queryKey: queryKeys.billing.subscription,
  queryFn: ({ signal }) => api<SubscriptionStatus>('/api/billing/subscription', { signal }),
  staleTime: SUBSCRIPTION_REFRESH_MS,
  refetchInterval: SUBSCRIPTION_REFRESH_MS,
});

/** The signed-in user's subscription; a failed check counts as not subscribed (SPEC §8). */
export function useSubscription() {
  const query = useQuery(subscriptionQuery);
  return { ...query, subscribed: query.data?.subscribed === true };
}
