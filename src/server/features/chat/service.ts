import { CHAT_MESSAGES, conversationTitle, type ChatMessage, type Conversation } from '@common/chat';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import type { chatMessages } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { publishRealtime } from '../../platform/realtime/publish';
import { fileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';
import { createNotification } from '../notifications/service';
import { findConversationAccess, type ConversationAccess } from './access';
import {
  ensureConversation,
  insertMessage,
  isViewing,
  markDelivered,
  markRead,
  selectCompany,
  selectConversations,
  selectMessages,
  selectProfileName,
  selectUnreadCounts,
} from './queries';
import { ATTACHMENT_BUCKET, storeAttachment, type Upload } from './attachments';

const serialize = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  message: row.message,
  isRead: row.isRead,
  status: row.status,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  attachmentUrl: row.attachmentUrl,
  attachmentType: row.attachmentType,
  attachmentName: row.attachmentName,
  createdAt: row.createdAt.toISOString(),
});

export async function requireConversation(
  db: Queryable,
  userId: string,
  conversationId: string,
): Promise<ConversationAccess> {
  const access = await findConversationAccess(db, userId, conversationId);
  if (!access) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return access;
}

/** 'Contactar': one conversation per restaurant user and supplier company, created on first contact. */
export async function startConversation(db: Database, actor: Actor, supplierCompanyId: string) {
  const company = await selectCompany(db, { companyId: supplierCompanyId });
  if (!company) throw notFound('Proveedor no encontrado');
  if (company.userId === actor.userId) throw badRequest(CHAT_MESSAGES.createConversationFailed);
  return getConversation(db, actor, await ensureConversation(db, actor.userId, { supplierCompanyId }));
}

/** The user's conversations, newest activity first, with SPEC titles and unread counts. */
export async function listConversations(db: Database, actor: Actor, onlyId?: string): Promise<Conversation[]> {
  const { userId } = actor;
  const rows = await selectConversations(db, userId, { onlyId, limit: 200 });
  return rows.map((row) => {
    const viewerRole = row.restaurantUserId === userId ? 'restaurant' : 'supplier';
    return {
      id: row.id,
      supplierCompanyId: row.supplierCompanyId,
      title: conversationTitle(viewerRole, row),
      logoUrl: row.logoUrl,
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastMessage: row.lastMessage,
      unreadCount: row.unreadCount,
      viewerRole,
    };
  });
}

export async function getConversation(db: Database, actor: Actor, conversationId: string) {
  const [conversation] = await listConversations(db, actor, conversationId);
  if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}

/**
 * The thread in order (optionally searched, ignoring case). Loading it is the recipient receiving
 * it: their incoming 'sent' messages become 'delivered', and the sender sees it live.
 */
export async function listMessages(
  db: Database,
  actor: Actor,
  conversationId: string,
  search?: string,
): Promise<ChatMessage[]> {
  await requireConversation(db, actor.userId, conversationId);
  await db.transaction(async (tx) => {
    const delivered = await markDelivered(tx, actor.userId, { conversationId });
    if (delivered.length > 0) {
      await publishRealtime(tx, `conversation:${conversationId}`, {
        type: 'message.updated',
        messages: delivered.map(serialize),
      });
    }
  });
  const rows = await selectMessages(db, actor.userId, { conversationId, search, limit: search ? 200 : 1000 });
  return rows.map(serialize);
}

export async function sendMessage(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  conversationId: string,
  input: { message: string; upload?: Upload },
) {
  const { userId } = actor;
  const access = await requireConversation(db, userId, conversationId);
  const text = input.message.trim() ? input.message : '';
  if (!text && !input.upload) throw badRequest(CHAT_MESSAGES.emptyMessage, 'empty_message');
  const attachment = input.upload ? await storeAttachment(storage, userId, conversationId, input.upload) : null;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertMessage(tx, userId, {
        conversationId,
        values: {
          message: text,
          attachmentUrl: attachment ? fileUrl(ATTACHMENT_BUCKET, attachment.key) : null,
          attachmentType: attachment?.type ?? null,
          attachmentName: attachment?.name ?? null,
        },
      });
      const message = serialize(row);
      await publishRealtime(tx, `conversation:${conversationId}`, { type: 'message.created', message });
      await publishRealtime(tx, `user:${access.otherUserId}`, { type: 'unread.changed', conversationId });
      if (!(await isViewing(tx, access.otherUserId, { conversationId }))) {
        const senderName =
          access.viewerRole === 'supplier'
            ? await companyName(tx, access.supplierCompanyId)
            : await restaurantName(tx, userId);
        await createNotification(tx, {
          userId: access.otherUserId,
          type: 'message',
          title: `Nuevo mensaje de ${senderName}`,
          message: text ? text.slice(0, 200) : `Archivo adjunto: ${attachment?.name}`,
          link: `/mensajes/${conversationId}`,
          metadata: { conversation_id: conversationId, message_id: row.id },
        });
      }
      return message;
    });
  } catch (error) {
    if (attachment) await storage.delete(ATTACHMENT_BUCKET, attachment.key).catch(() => {});
    throw error;
  }
}

/** The recipient has the conversation open: every incoming message becomes read. */
export async function markConversationRead(db: Database, actor: Actor, conversationId: string) {
  await requireConversation(db, actor.userId, conversationId);
  await db.transaction(async (tx) => {
    const read = await markRead(tx, actor.userId, { conversationId });
    if (read.length === 0) return;
    await publishRealtime(tx, `conversation:${conversationId}`, {
      type: 'message.updated',
      messages: read.map(serialize),
    });
    await publishRealtime(tx, `user:${actor.userId}`, { type: 'unread.changed', conversationId });
  });
}

export async function unreadMessageCounts(db: Database, actor: Actor) {
  const rows = await selectUnreadCounts(db, actor.userId);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    byConversation: Object.fromEntries(rows.map((row) => [row.conversationId, row.count])),
  };
}

async function companyName(db: Queryable, companyId: string) {
  return (await selectCompany(db, { companyId }))?.name ?? 'Proveedor';
}

async function restaurantName(db: Queryable, userId: string) {
  const sender = await selectProfileName(db, userId);
  return sender?.name ?? sender?.email ?? 'Restaurante';
}
