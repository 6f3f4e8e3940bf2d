import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { selectConversationParticipants } from './queries';

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
export async function findConversationAccess(
  db: Queryable,
  userId: string,
  conversationId: string,
): Promise<ConversationAccess | null> {
  if (!/^[0-9a-f-]{36}$/i.test(conversationId)) return null;
  const row = await selectConversationParticipants(db, userId, { conversationId });
  if (!row) return null;
  const viewerRole = row.restaurantUserId === userId ? 'restaurant' : 'supplier';
  return { ...row, viewerRole, otherUserId: viewerRole === 'restaurant' ? row.supplierUserId : row.restaurantUserId };
}

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
