import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@common/billing';
import { api } from '@web/lib/api-client';
import { subscriptionQuery } from './subscription';

/** A subscription change also changes the catalogue gate and what the marketplace lists. */
function applyStatus(queryClient: QueryClient, status: SubscriptionStatus) {
  queryClient.setQueryData(subscriptionQuery.queryKey, status);
  void queryClient.invalidateQueries({ queryKey: ['supplier'] });
  void queryClient.invalidateQueries({ queryKey: ['marketplace'] });
}

/** Test mode's "Simular pago exitoso". */
export function useCompleteTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<SubscriptionStatus>('/api/billing/test/complete', { method: 'POST', body: { token } }),
    onSuccess: (status) => applyStatus(queryClient, status),
  });
}

export type TestPortalAction = { action: 'change'; planId: string } | { action: 'cancel' };

/** Test mode's billing portal: change plan or cancel. */
export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) => api<SubscriptionStatus>('/api/billing/test/portal', { method: 'POST', body: action }),
    onSuccess: (status) => applyStatus(queryClient, status),
  });
}
