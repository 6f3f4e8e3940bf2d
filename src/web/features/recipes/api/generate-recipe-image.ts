import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeImageResult } from '@common/assistant-recipes';
import { api } from '@web/lib/api-client';
import { recipeKeys } from './get-recipes';

/** Draws (or asks the image model for) the recipe's picture and stores it as its image_url. */
export function useGenerateRecipeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RecipeImageResult>(`/api/recipes/${id}/image`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
