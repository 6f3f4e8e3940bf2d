import { useMutation } from '@tanstack/react-query';
import type { RecipeCategory, RecipeCategoryInput } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/recipe-categories (no id) or PUT /api/recipe-categories/:id; a duplicate name answers 409. */
export function useSaveRecipeCategory() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RecipeCategoryInput }) =>
      id
        ? api<RecipeCategory>(`/api/recipe-categories/${id}`, { method: 'PUT', body: input })
        : api<RecipeCategory>('/api/recipe-categories', { method: 'POST', body: input }),
    meta: { invalidates: [queryKeys.recipeCategories.all] },
  });
}
