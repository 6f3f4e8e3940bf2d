import type { SessionUser } from '@common/accounts';
import { useUnreadAlertCount } from '@web/features/alerts/api/get-unread-count';
import type { NavBadge } from './nav-items';

/**
 * Unread counts for the navigation badges. Each feature plugs its count in here as it lands
 * (alerts from inventory, messages from chat).
 */
export function useNavCounts(user: SessionUser | null): Partial<Record<NavBadge, number>> {
  const alerts = useUnreadAlertCount(Boolean(user));
  return { alerts: alerts.data?.count };
}
