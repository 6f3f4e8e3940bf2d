import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { chatConversations, supplierCompanies } from '../../platform/db/schema';

export interface ConversationAccess {
  id: string;
  restaurantUserId: string;
  supplierCompanyId: string;
  supplierUserId: string;
  viewerRole: 'restaurant' | 'supplier';
  /** The other participant: whoever the viewer is talking to. */
  otherUserId: string;
}

/** The conversation as seen by one of its two participants, or null for anybody else. */
export async function findConversationAccess(db: Queryable, userId: string, conversationId: string): Promise<ConversationAccess | null> {
  if (!/^[0-9a-f-]{36}$/i.test(conversationId)) return null;
  const [row] = await db
    .select({
      id: chatConversations.id,
      restaurantUserId: chatConversations.restaurantUserId,
      supplierCompanyId: chatConversations.supplierCompanyId,
      supplierUserId: supplierCompanies.userId,
    })
    .from(chatConversations)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, chatConversations.supplierCompanyId))
    .where(and(eq(chatConversations.id, conversationId), or(eq(chatConversations.restaurantUserId, userId), eq(supplierCompanies.userId, userId))));
  if (!row) return null;
  const viewerRole = row.restaurantUserId === userId ? 'restaurant' : 'supplier';
  return { ...row, viewerRole, otherUserId: viewerRole === 'restaurant' ? row.supplierUserId : row.restaurantUserId };
}

/** SQL condition: the conversation is one of the user's (as the restaurant or as the company owner). */
export const isParticipant = (userId: string) =>
  or(
    eq(chatConversations.restaurantUserId, userId),
    sql`${chatConversations.supplierCompanyId} in (select ${supplierCompanies.id} from ${supplierCompanies} where ${supplierCompanies.userId} = ${userId})`,
  );

/** Files of 'chat-attachments' (`{user}/{conversation}/…`) are readable by that conversation's two participants only. */
export function chatAttachmentPolicy(db: Queryable) {
  return async (request: FastifyRequest, key: string): Promise<'private'> => {
    const conversationId = key.split('/')[1];
    const caller = callerOf(request);
    if (!caller || !conversationId || !(await findConversationAccess(db, caller.userId, conversationId))) {
      throw notFound('Archivo no encontrado');
    }
    return 'private';
  };
}
