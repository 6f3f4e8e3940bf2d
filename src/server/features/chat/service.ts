import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, conversationTitle, type ChatMessage, type Conversation } from '@common/chat';
import type { Database, Queryable } from '../../platform/db/client';
import { chatConversations, chatMessages, chatPresence, profiles, supplierCompanies, users } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { publishRealtime } from '../../platform/realtime/publish';
import { fileUrl } from '../../platform/storage/keys';
import type { FileStorage } from '../../platform/storage/types';
import { createNotification } from '../notifications/service';
import { findConversationAccess, isParticipant, type ConversationAccess } from './access';
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

export async function requireConversation(db: Queryable, userId: string, conversationId: string): Promise<ConversationAccess> {
  const access = await findConversationAccess(db, userId, conversationId);
  if (!access) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return access;
}

/** 'Contactar': one conversation per restaurant user and supplier company, created on first contact. */
export async function startConversation(db: Database, userId: string, supplierCompanyId: string) {
  const [company] = await db.select({ userId: supplierCompanies.userId }).from(supplierCompanies).where(eq(supplierCompanies.id, supplierCompanyId));
  if (!company) throw notFound('Proveedor no encontrado');
  if (company.userId === userId) throw badRequest(CHAT_MESSAGES.createConversationFailed);
  await db.insert(chatConversations).values({ restaurantUserId: userId, supplierCompanyId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.restaurantUserId, userId), eq(chatConversations.supplierCompanyId, supplierCompanyId)));
  return getConversation(db, userId, row.id);
}

/** The user's conversations, newest activity first, with SPEC titles and unread counts. */
export async function listConversations(db: Database, userId: string, onlyId?: string): Promise<Conversation[]> {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.senderId} <> ${userId} and not ${chatMessages.isRead})`;
  const lastMessage = sql<string | null>`(select case when m.message <> '' then m.message else m.attachment_name end from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.created_at desc limit 1)`;
  const rows = await db
    .select({
      id: chatConversations.id,
      supplierCompanyId: chatConversations.supplierCompanyId,
      restaurantUserId: chatConversations.restaurantUserId,
      companyName: supplierCompanies.companyName,
      logoUrl: supplierCompanies.logoUrl,
      businessName: profiles.businessName,
      email: users.email,
      lastMessageAt: chatConversations.lastMessageAt,
      lastMessage,
      unreadCount: unread,
    })
    .from(chatConversations)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, chatConversations.supplierCompanyId))
    .innerJoin(users, eq(users.id, chatConversations.restaurantUserId))
    .leftJoin(profiles, eq(profiles.id, chatConversations.restaurantUserId))
    .where(and(isParticipant(userId), onlyId ? eq(chatConversations.id, onlyId) : undefined))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(200);
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

export async function getConversation(db: Database, userId: string, conversationId: string) {
  const [conversation] = await listConversations(db, userId, conversationId);
  if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}

/**
 * The thread in order (optionally searched, ignoring case). Loading it is the recipient receiving
 * it: their incoming 'sent' messages become 'delivered', and the sender sees it live.
 */
export async function listMessages(db: Database, userId: string, conversationId: string, search?: string): Promise<ChatMessage[]> {
  await requireConversation(db, userId, conversationId);
  await db.transaction(async (tx) => {
    const delivered = await tx
      .update(chatMessages)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.senderId, userId), eq(chatMessages.status, 'sent')))
      .returning();
    if (delivered.length > 0) {
      await publishRealtime(tx, `conversation:${conversationId}`, { type: 'message.updated', messages: delivered.map(serialize) });
    }
  });
  const needle = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), needle ? sql`${chatMessages.message} ilike ${needle}` : undefined))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(needle ? 200 : 1000);
  return rows.map(serialize);
}

export async function sendMessage(db: Database, storage: FileStorage, userId: string, conversationId: string, input: { message: string; upload?: Upload }) {
  const access = await requireConversation(db, userId, conversationId);
  const text = input.message.trim() ? input.message : '';
  if (!text && !input.upload) throw badRequest(CHAT_MESSAGES.emptyMessage, 'empty_message');
  const attachment = input.upload ? await storeAttachment(storage, userId, conversationId, input.upload) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationId,
          senderId: userId,
          message: text,
          attachmentUrl: attachment ? fileUrl(ATTACHMENT_BUCKET, attachment.key) : null,
          attachmentType: attachment?.type ?? null,
          attachmentName: attachment?.name ?? null,
        })
        .returning();
      await tx.update(chatConversations).set({ lastMessageAt: row.createdAt }).where(eq(chatConversations.id, conversationId));
      const message = serialize(row);
      await publishRealtime(tx, `conversation:${conversationId}`, { type: 'message.created', message });
      await publishRealtime(tx, `user:${access.otherUserId}`, { type: 'unread.changed', conversationId });
      if (!(await isViewing(tx, access.otherUserId, conversationId))) {
        const [sender] = await tx.select({ name: profiles.businessName, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
        const senderName = access.viewerRole === 'supplier' ? (await companyName(tx, access.supplierCompanyId)) : (sender?.name ?? sender?.email ?? 'Restaurante');
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
export async function markConversationRead(db: Database, userId: string, conversationId: string) {
  await requireConversation(db, userId, conversationId);
  await db.transaction(async (tx) => {
    const read = await tx
      .update(chatMessages)
      .set({ isRead: true, status: 'read', deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` })
      .where(and(eq(chatMessages.conversationId, conversationId), ne(chatMessages.senderId, userId), eq(chatMessages.isRead, false)))
      .returning();
    if (read.length === 0) return;
    await publishRealtime(tx, `conversation:${conversationId}`, { type: 'message.updated', messages: read.map(serialize) });
    await publishRealtime(tx, `user:${userId}`, { type: 'unread.changed', conversationId });
  });
}

export async function unreadMessageCounts(db: Database, userId: string) {
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(isParticipant(userId), ne(chatMessages.senderId, userId), eq(chatMessages.isRead, false)))
    .groupBy(chatMessages.conversationId);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byConversation: Object.fromEntries(rows.map((row) => [row.conversationId, row.count])) };
}

async function isViewing(db: Queryable, userId: string, conversationId: string) {
  const [row] = await db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(eq(chatPresence.conversationId, conversationId), eq(chatPresence.userId, userId), gt(chatPresence.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

async function companyName(db: Queryable, companyId: string) {
  const [row] = await db.select({ name: supplierCompanies.companyName }).from(supplierCompanies).where(eq(supplierCompanies.id, companyId));
  return row?.name ?? 'Proveedor';
}
