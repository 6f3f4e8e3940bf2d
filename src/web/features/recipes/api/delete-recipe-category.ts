import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { recipeCategoryKeys } from './get-recipe-categories';

/** Recipes keep their category text; only the category list changes. */
export function useDeleteRecipeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/recipe-categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeCategoryKeys.all }),
  });
}
