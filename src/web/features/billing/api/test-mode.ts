import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@common/billing';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { subscriptionQuery } from './get-subscription';

/** A subscription change also changes the catalogue gate and what the marketplace lists. */
const subscriptionChange = [queryKeys.supplier.all, queryKeys.marketplace.all];

/** Test mode's "Simular pago exitoso". */
export function useCompleteTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<SubscriptionStatus>('/api/billing/test/complete', { method: 'POST', body: { token } }),
    onSuccess: (status) => queryClient.setQueryData(subscriptionQuery.queryKey, status),
    meta: { invalidates: subscriptionChange },
  });
}

export type TestPortalAction = { action: 'change'; planId: string } | { action: 'cancel' };

/** Test mode's billing portal: change plan or cancel. */
export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) =>
      api<SubscriptionStatus>('/api/billing/test/portal', { method: 'POST', body: action }),
    onSuccess: (status) => queryClient.setQueryData(subscriptionQuery.queryKey, status),
    meta: { invalidates: subscriptionChange },
  });
}
