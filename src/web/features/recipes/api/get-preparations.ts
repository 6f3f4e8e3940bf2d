import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preparation } from '@common/recipes';
import { api } from '@web/lib/api-client';

export const preparationKeys = { all: ['preparations'] as const };

/** The last 10 preparations, newest first (SPEC §9). */
export const preparationsQueryOptions = () =>
  queryOptions({
    queryKey: preparationKeys.all,
    queryFn: ({ signal }) => api<Preparation[]>('/api/preparations', { signal }),
  });

export const usePreparations = () => useQuery(preparationsQueryOptions());
