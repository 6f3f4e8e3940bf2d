import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentOrderLink } from '@common/order-links';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The own-contact order's working confirmation link (decision 047), or null. */
export const orderLinkQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.link(orderId),
    queryFn: ({ signal }) => api<CurrentOrderLink>(`/api/orders/${orderId}/link`, { signal }),
  });

/** Asked only while the order is open: a received or cancelled order has no link to send. */
export const useOrderLink = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderLinkQueryOptions(orderId), enabled });
