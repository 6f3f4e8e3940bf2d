import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@web/features/dashboard/api/get-dashboard';
import { orderKeys } from './get-orders';

/** Orders changed: their lists and details, and the dashboard's pending-order count. */
export function invalidateOrders(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}
