import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderSummary } from '@common/orders';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The restaurant's purchase orders, newest first, with supplier name and item count. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.list,
    queryFn: ({ signal }) => api<OrderSummary[]>('/api/orders', { signal }),
  });

export const useOrders = () => useQuery(ordersQueryOptions());

/** One order with its items. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => api<OrderDetail>(`/api/orders/${id}`, { signal }),
  });

export const useOrder = (id: string | null) => useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
