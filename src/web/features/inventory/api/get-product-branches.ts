import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductBranchStock } from '@common/branch-stock';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A product's stock in each branch (decision 056); under products, so every stock change refreshes it. */
export const productBranchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.branches(id),
    queryFn: ({ signal }) => api<ProductBranchStock>(`/api/products/${id}/branches`, { signal }),
  });

export const useProductBranches = (id: string | null) =>
  useQuery({ ...productBranchesQueryOptions(id ?? ''), enabled: Boolean(id) });
