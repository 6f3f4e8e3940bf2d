import { useMutation } from '@tanstack/react-query';
import type {
  AiRecipeResult,
  GenerateRecipeInput,
  SaveAiRecipeInput,
  SaveAiRecipeResult,
} from '@common/assistant-recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** SPEC §7 create-recipe-ai: a proposal from the user's inventory (nothing is saved). */
export function useGenerateRecipe() {
  return useMutation({
    mutationFn: (input: GenerateRecipeInput) => api<AiRecipeResult>('/api/ai/recipes', { method: 'POST', body: input }),
  });
}

/** The proposal into the recipe book, which is then stale. */
export function useSaveAiRecipe() {
  return useMutation({
    mutationFn: (input: SaveAiRecipeInput) =>
      api<SaveAiRecipeResult>('/api/ai/recipes/save', { method: 'POST', body: input }),
    meta: { invalidates: [queryKeys.recipes.all] },
  });
}
