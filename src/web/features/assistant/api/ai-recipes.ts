import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiRecipeResult, GenerateRecipeInput, SaveAiRecipeInput, SaveAiRecipeResult } from '@common/assistant-recipes';
import { recipeKeys } from '@web/features/recipes/api/get-recipes';
import { api } from '@web/lib/api-client';

/** SPEC §7 create-recipe-ai: a proposal from the user's inventory (nothing is saved). */
export function useGenerateRecipe() {
  return useMutation({
    mutationFn: (input: GenerateRecipeInput) => api<AiRecipeResult>('/api/ai/recipes', { method: 'POST', body: input }),
  });
}

/** The proposal into the recipe book, which is then stale. */
export function useSaveAiRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAiRecipeInput) => api<SaveAiRecipeResult>('/api/ai/recipes/save', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
