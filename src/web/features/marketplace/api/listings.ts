import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@common/marketplace';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const LISTING_PAGE_SIZE = 24;

export interface ListingFilters {
  search: string;
  category: string | null;
}

const listingsQuery = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.listings(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(LISTING_PAGE_SIZE), offset: String(pageParam) });
      if (filters.search) params.set('search', filters.search);
      if (filters.category) params.set('category', filters.category);
      return api<ListingPage>(`/api/marketplace/products?${params}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((count, page) => count + page.items.length, 0) : undefined,
    staleTime: 60_000,
  });

/** Server-side search and category filter, a page at a time ('Cargar más'). */
export const useListings = (filters: ListingFilters) =>
  useInfiniteQuery({ ...listingsQuery(filters), placeholderData: keepPreviousData });
