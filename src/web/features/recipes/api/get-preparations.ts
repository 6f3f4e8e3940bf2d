import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preparation } from '@common/recipes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The last 10 preparations, newest first (SPEC §9). */
export const preparationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preparations.all,
    queryFn: ({ signal }) => api<Preparation[]>('/api/preparations', { signal }),
  });

export const usePreparations = () => useQuery(preparationsQueryOptions());
