import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueProduct, CatalogueProductInput } from '@common/suppliers';
import { api } from '@web/lib/api-client';

export const catalogueQuery = queryOptions({
  queryKey: ['supplier', 'products'],
  queryFn: ({ signal }) => api<CatalogueProduct[]>('/api/supplier/products', { signal }),
});

/** Answers 402 without a subscription: only the subscribed dashboard asks for it. */
export const useCatalogue = () => useQuery(catalogueQuery);

export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogueQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['supplier', 'stats'] });
    void queryClient.invalidateQueries({ queryKey: ['marketplace'] });
  };
}

export function useSaveCatalogueProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CatalogueProductInput }) =>
      id
        ? api<CatalogueProduct>(`/api/supplier/products/${id}`, { method: 'PUT', body: input })
        : api<CatalogueProduct>('/api/supplier/products', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteCatalogueProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/supplier/products/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
