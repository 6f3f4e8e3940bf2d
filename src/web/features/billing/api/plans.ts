import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@common/billing';
import { api } from '@web/lib/api-client';

export const plansQuery = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: ({ signal }) => api<Plan[]>('/api/billing/plans', { signal }),
});

export const usePlans = () => useQuery(plansQuery);
