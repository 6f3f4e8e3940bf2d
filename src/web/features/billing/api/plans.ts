import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@common/billing';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const plansQuery = queryOptions({
  queryKey: queryKeys.billing.plans,
  queryFn: ({ signal }) => api<Plan[]>('/api/billing/plans', { signal }),
});

export const usePlans = () => useQuery(plansQuery);
