import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedOrder } from '@common/order-links';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The order a supplier's link opens; a 404 (wrong, expired or closed link) is final, not retried. */
export const linkedOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.orderLink(token),
    queryFn: ({ signal }) => api<LinkedOrder>(`/api/order-links/${encodeURIComponent(token)}`, { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useLinkedOrder = (token: string) => useQuery(linkedOrderQueryOptions(token));
