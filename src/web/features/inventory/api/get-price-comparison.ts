import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceComparison } from '@common/price-comparison';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** "Comparar precios" of one product (decision 049); under products, so a price change refreshes it. */
export const priceComparisonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.priceComparison(id),
    queryFn: ({ signal }) => api<PriceComparison>(`/api/products/${id}/price-comparison`, { signal }),
  });

export const usePriceComparison = (id: string | null) =>
  useQuery({ ...priceComparisonQueryOptions(id ?? ''), enabled: Boolean(id) });
