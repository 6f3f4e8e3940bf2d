import type { ChatMessage } from '@common/chat';
import { compareCodeUnits } from '@common/text';

const STATUS_ORDER = { sent: 0, delivered: 1, read: 2 } as const;

/**
 * Merges messages into a thread by id, in order (created_at, then id, as the server orders them).
 * A copy that arrives twice (the send response and its live event, or a refetch after reconnecting)
 * appears once, and a status never goes back (an older 'delivered' cannot undo a 'read').
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(
      message.id,
      known && STATUS_ORDER[known.status] > STATUS_ORDER[message.status]
        ? { ...message, status: known.status, isRead: known.isRead }
        : message,
    );
  }
  return [...byId.values()].sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt) || compareCodeUnits(a.id, b.id));
}
