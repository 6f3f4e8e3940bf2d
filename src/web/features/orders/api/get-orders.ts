import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderSummary } from '@common/orders';
import { api } from '@web/lib/api-client';

/** Everything under ['orders'] goes stale together after any order change. */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** The restaurant's purchase orders, newest first, with supplier name and item count. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list,
    queryFn: ({ signal }) => api<OrderSummary[]>('/api/orders', { signal }),
  });

export const useOrders = () => useQuery(ordersQueryOptions());

/** One order with its items. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api<OrderDetail>(`/api/orders/${id}`, { signal }),
  });

export const useOrder = (id: string | null) => useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
