import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preparation, PreparationInput } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Consumes the ingredients' stock, so recipes (stock), products and the dashboard figures are stale after it. */
export function useCreatePreparation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreparationInput) => api<Preparation>('/api/preparations', { method: 'POST', body: input }),
    meta: {
      invalidates: [queryKeys.preparations.all, queryKeys.recipes.all, queryKeys.products.all, queryKeys.dashboard],
    },
    // A refusal ('Stock insuficiente para …') means the stock shown was stale.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
  });
}
