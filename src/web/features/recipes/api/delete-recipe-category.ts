import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Recipes keep their category text; only the category list changes. */
export function useDeleteRecipeCategory() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/recipe-categories/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [queryKeys.recipeCategories.all] },
  });
}
