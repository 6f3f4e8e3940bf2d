import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeCategory } from '@common/recipes';
import { api } from '@web/lib/api-client';

export const recipeCategoryKeys = { all: ['recipe-categories'] as const };

/** All of the user's recipe categories, ordered by name (a kitchen has tens: searched on the page). */
export const recipeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: recipeCategoryKeys.all,
    queryFn: ({ signal }) => api<RecipeCategory[]>('/api/recipe-categories', { signal }),
  });

export const useRecipeCategories = () => useQuery(recipeCategoriesQueryOptions());
