import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Past preparations of the recipe stay listed under its name. */
export function useDeleteRecipe() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/recipes/${id}`, { method: 'DELETE' }),
    // The dashboard's first-run checklist counts recipes.
    meta: { invalidates: [queryKeys.recipes.all, queryKeys.dashboard] },
  });
}
