import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { chatPresence } from '../../platform/db/schema';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { findConversationAccess } from './access';

/** A socket that stops pinging (30 s) is forgotten after this long. */
const PRESENCE_TTL_SECONDS = 90;

/** Conversation channels: only the two participants may subscribe; a subscription means "open". */
export function registerChatRealtime(hub: RealtimeHub, db: Database) {
  hub.authorize('conversation', async (userId, conversationId) => Boolean(await findConversationAccess(db, userId, conversationId)));
  hub.presence('conversation', {
    async enter(subscriber, conversationId) {
      const expiresAt = sql`now() + interval '${sql.raw(String(PRESENCE_TTL_SECONDS))} seconds'`;
      await db
        .insert(chatPresence)
        .values({ connectionId: subscriber.id, conversationId, userId: subscriber.userId, expiresAt })
        .onConflictDoUpdate({ target: [chatPresence.connectionId, chatPresence.conversationId], set: { expiresAt } });
      await db.delete(chatPresence).where(lt(chatPresence.expiresAt, sql`now()`));
    },
    async leave(subscriber, conversationId) {
      await db.delete(chatPresence).where(and(eq(chatPresence.connectionId, subscriber.id), eq(chatPresence.conversationId, conversationId)));
    },
  });
}
