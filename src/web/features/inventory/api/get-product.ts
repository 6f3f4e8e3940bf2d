import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovementPage, Product } from '@common/inventory';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => api<Product>(`/api/products/${id}`, { signal }),
  });

export const useProduct = (id: string | null) => useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });

/** The stock journal of one product, newest first. */
export const movementsQueryOptions = (id: string, limit = 50) =>
  queryOptions({
    queryKey: [...queryKeys.products.movements(id), limit],
    queryFn: ({ signal }) => api<MovementPage>(`/api/products/${id}/movements?limit=${limit}`, { signal }),
  });

export const useProductMovements = (id: string | null, limit = 50) =>
  useQuery({ ...movementsQueryOptions(id ?? '', limit), enabled: Boolean(id) });
