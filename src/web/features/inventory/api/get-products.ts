import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ProductPage } from '@common/inventory';
import { PRODUCT_PAGE_SIZE } from '@common/inventory-rules';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface ProductFilters {
  /** A contact id, or 'none' for products without a supplier. */
  supplierId?: string | null;
  search?: string;
  limit?: number;
  /** With it, each product also says what that branch holds (`branchStock`). */
  locationId?: string;
}

function productsPath(filters: ProductFilters, offset: number) {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.supplierId) params.set('supplierId', filters.supplierId);
  if (filters.locationId) params.set('locationId', filters.locationId);
  params.set('limit', String(filters.limit ?? PRODUCT_PAGE_SIZE));
  if (offset) params.set('offset', String(offset));
  return `/api/products?${params}`;
}

export const productsQueryOptions = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.products.list(filters),
    queryFn: ({ signal }) => api<ProductPage>(productsPath(filters, 0), { signal }),
  });

/**
 * One page of products (up to `limit`, default 100, max 500), ordered by supplier then name; e.g.
 * `useProducts({ supplierId })` for one supplier's products. `data.total` says how many match.
 */
export const useProducts = (filters: ProductFilters = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData, enabled: options.enabled ?? true });

/** Page after page for long lists (/productos with thousands of products). */
export const productPagesQueryOptions = (filters: ProductFilters = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.pages(filters),
    queryFn: ({ signal, pageParam }) => api<ProductPage>(productsPath(filters, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export const useProductPages = (filters: ProductFilters = {}) =>
  useInfiniteQuery({ ...productPagesQueryOptions(filters), placeholderData: keepPreviousData });
