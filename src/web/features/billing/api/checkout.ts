import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** SPEC §7 create-checkout: the URL of the payment page for the chosen plan. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (planId: string) => api<{ url: string }>('/api/billing/checkout', { method: 'POST', body: { planId } }),
  });
}
