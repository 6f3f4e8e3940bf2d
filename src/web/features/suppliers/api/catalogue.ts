import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogueProduct, CatalogueProductInput } from '@common/suppliers';
import { api } from '@web/lib/api-client';
import { queryKeys, type RegisteredKey } from '@web/lib/query-keys';

export const catalogueQuery = queryOptions({
  queryKey: queryKeys.supplier.catalogue,
  queryFn: ({ signal }) => api<CatalogueProduct[]>('/api/supplier/products', { signal }),
});

/** Answers 402 without a subscription: only the subscribed dashboard asks for it. */
export const useCatalogue = () => useQuery(catalogueQuery);

/** A catalogue change: the catalogue, the supplier's stats and what the marketplace lists. */
export const catalogueChange: readonly RegisteredKey[] = [
  queryKeys.supplier.catalogue,
  queryKeys.supplier.stats,
  queryKeys.marketplace.all,
];

export function useSaveCatalogueProduct() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CatalogueProductInput }) =>
      id
        ? api<CatalogueProduct>(`/api/supplier/products/${id}`, { method: 'PUT', body: input })
        : api<CatalogueProduct>('/api/supplier/products', { method: 'POST', body: input }),
    meta: { invalidates: catalogueChange },
  });
}

export function useDeleteCatalogueProduct() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/supplier/products/${id}`, { method: 'DELETE' }),
    meta: { invalidates: catalogueChange },
  });
}
