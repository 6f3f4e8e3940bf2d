import type { SessionUser } from '@common/accounts';
import type { NavBadge } from './nav-items';

/**
 * Unread counts for the navigation badges. Each feature plugs its count in here as it lands
 * (alerts from inventory, messages from chat).
 */
export function useNavCounts(_user: SessionUser | null): Partial<Record<NavBadge, number>> {
  return {};
}
