import { useMutation } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/recipes (no id) or PUT /api/recipes/:id, which replaces the ingredients. */
export function useSaveRecipe() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RecipeInput }) =>
      id
        ? api<Recipe>(`/api/recipes/${id}`, { method: 'PUT', body: input })
        : api<Recipe>('/api/recipes', { method: 'POST', body: input }),
    // The dashboard's first-run checklist counts recipes.
    meta: { invalidates: [queryKeys.recipes.all, queryKeys.dashboard] },
  });
}
