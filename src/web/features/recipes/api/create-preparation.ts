import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preparation, PreparationInput } from '@common/recipes';
import { dashboardKeys } from '@web/features/dashboard/api/get-dashboard';
import { productKeys } from '@web/features/inventory/api/get-products';
import { api } from '@web/lib/api-client';
import { preparationKeys } from './get-preparations';
import { recipeKeys } from './get-recipes';

/** Consumes the ingredients' stock, so recipes (stock), products and the dashboard figures are stale after it. */
export function useCreatePreparation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreparationInput) => api<Preparation>('/api/preparations', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preparationKeys.all }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
    // A refusal ('Stock insuficiente para …') means the stock shown was stale.
    onError: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
