import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeCategory } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** All of the user's recipe categories, ordered by name (a kitchen has tens: searched on the page). */
export const recipeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recipeCategories.all,
    queryFn: ({ signal }) => api<RecipeCategory[]>('/api/recipe-categories', { signal }),
  });

export const useRecipeCategories = () => useQuery(recipeCategoriesQueryOptions());
