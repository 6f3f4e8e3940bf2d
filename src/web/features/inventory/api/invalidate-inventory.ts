import type { QueryClient } from '@tanstack/react-query';
import { alertKeys } from '@web/features/alerts/api/get-alerts';
import { dashboardKeys } from '@web/features/dashboard/api/get-dashboard';
import { contactKeys } from './get-contacts';
import { productKeys } from './get-products';

/**
 * After any change to products or contacts: lists, details, the dashboard figures and the alerts
 * (a price change writes one) are stale.
 */
export function invalidateInventory(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  ]);
}
