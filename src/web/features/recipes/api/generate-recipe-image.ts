import { useMutation } from '@tanstack/react-query';
import type { RecipeImageResult } from '@common/assistant-recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Draws (or asks the image model for) the recipe's picture and stores it as its image_url. */
export function useGenerateRecipeImage() {
  return useMutation({
    mutationFn: (id: string) => api<RecipeImageResult>(`/api/recipes/${id}/image`, { method: 'POST', body: {} }),
    meta: { invalidates: [queryKeys.recipes.all] },
  });
}
