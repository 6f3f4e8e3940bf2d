import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** SPEC §7 customer-portal: the URL of the billing portal. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/billing/portal', { method: 'POST', body: {} }),
  });
}
