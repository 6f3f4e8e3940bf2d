import type { SessionUser } from '@common/accounts';
import { useUnreadAlertCount } from '@web/features/alerts/api/get-unread-count';
import { useUnreadMessages } from '@web/features/chat/api/get-unread';
import type { NavBadge } from './nav-items';

/**
 * Unread counts for the navigation badges. Each feature plugs its count in here as it lands
 * (alerts from inventory, messages from chat).
 */
export function useNavCounts(user: SessionUser | null): Partial<Record<NavBadge, number>> {
  const alerts = useUnreadAlertCount(Boolean(user));
  const messages = useUnreadMessages(user?.id ?? null);
  return { alerts: alerts.data?.count, messages: messages.data?.total };
}
