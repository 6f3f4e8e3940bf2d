import type { Database } from '../../platform/db/client';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { findConversationAccess } from './access';
import { deletePresence, upsertPresence } from './queries';

/** A socket that stops pinging (30 s) is forgotten after this long. */
const PRESENCE_TTL_SECONDS = 90;

/** Conversation channels: only the two participants may subscribe; a subscription means "open". */
export function registerChatRealtime(hub: RealtimeHub, db: Database) {
  hub.authorize('conversation', async (userId, conversationId) =>
    Boolean(await findConversationAccess(db, userId, conversationId)),
  );
  hub.presence('conversation', {
    async enter(subscriber, conversationId) {
      await upsertPresence(db, subscriber.userId, {
        connectionId: subscriber.id,
        conversationId,
        ttlSeconds: PRESENCE_TTL_SECONDS,
      });
    },
    async leave(subscriber, conversationId) {
      await deletePresence(db, subscriber.userId, { connectionId: subscriber.id, conversationId });
    },
  });
}
