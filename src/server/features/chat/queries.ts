import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import {
  chatConversations,
  chatMessages,
  chatPresence,
  profiles,
  supplierCompanies,
  users,
} from '../../platform/db/schema';

/*
 * All SQL of chat. A conversation belongs to its two participants (the restaurant user and the
 * supplier company's owner): every function over conversations and messages takes the participant's
 * id and filters by it; messages through their conversation (decision 033).
 */

/** SQL condition: the conversation is one of the user's (as the restaurant or as the company owner). */
const isParticipant = (ownerId: string) =>
  or(
    eq(chatConversations.restaurantUserId, ownerId),
    sql`${chatConversations.supplierCompanyId} in (select ${supplierCompanies.id} from ${supplierCompanies} where ${supplierCompanies.userId} = ${ownerId})`,
  );

/** Messages of one conversation of the participant's. */
const inOwnConversation = (db: Queryable, ownerId: string, conversationId: string) =>
  and(
    eq(chatMessages.conversationId, conversationId),
    inArray(
      chatMessages.conversationId,
      db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.id, conversationId), isParticipant(ownerId))),
    ),
  );

/** The conversation with its participants, or undefined when the owner is not one of them. */
export async function selectConversationParticipants(
  db: Queryable,
  ownerId: string,
  params: { conversationId: string },
) {
  const [row] = await db
    .select({
      id: chatConversations.id,
      restaurantUserId: chatConversations.restaurantUserId,
      supplierCompanyId: chatConversations.supplierCompanyId,
      supplierUserId: supplierCompanies.userId,
    })
    .from(chatConversations)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, chatConversations.supplierCompanyId))
    .where(
      and(
        eq(chatConversations.id, params.conversationId),
        or(eq(chatConversations.restaurantUserId, ownerId), eq(supplierCompanies.userId, ownerId)),
      ),
    );
  return row;
}

/** A supplier company's owner and name (companies are public to signed-in users). */
export async function selectCompany(db: Queryable, params: { companyId: string }) {
  const [company] = await db
    .select({ userId: supplierCompanies.userId, name: supplierCompanies.companyName })
    .from(supplierCompanies)
    .where(eq(supplierCompanies.id, params.companyId));
  return company;
}

/** The owner's conversation with the company, created if there is none yet; returns its id. */
export async function ensureConversation(db: Queryable, ownerId: string, params: { supplierCompanyId: string }) {
  await db
    .insert(chatConversations)
    .values({ restaurantUserId: ownerId, supplierCompanyId: params.supplierCompanyId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.restaurantUserId, ownerId),
        eq(chatConversations.supplierCompanyId, params.supplierCompanyId),
      ),
    );
  return row.id;
}

/** The owner's conversations (or only one), newest activity first, with names, last message and unread count. */
export function selectConversations(db: Queryable, ownerId: string, params: { onlyId?: string; limit: number }) {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.senderId} <> ${ownerId} and not ${chatMessages.isRead})`;
  const lastMessage = sql<
    string | null
  >`(select case when m.message <> '' then m.message else m.attachment_name end from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.created_at desc limit 1)`;
  return db
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
    .where(and(isParticipant(ownerId), params.onlyId ? eq(chatConversations.id, params.onlyId) : undefined))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(params.limit);
}

/** The other participant's 'sent' messages become 'delivered' to the owner; returns them. */
export function markDelivered(db: Queryable, ownerId: string, params: { conversationId: string }) {
  return db
    .update(chatMessages)
    .set({ status: 'delivered', deliveredAt: new Date() })
    .where(
      and(
        inOwnConversation(db, ownerId, params.conversationId),
        ne(chatMessages.senderId, ownerId),
        eq(chatMessages.status, 'sent'),
      ),
    )
    .returning();
}

/** Every unread message the other participant sent becomes read; returns them. */
export function markRead(db: Queryable, ownerId: string, params: { conversationId: string }) {
  return db
    .update(chatMessages)
    .set({ isRead: true, status: 'read', deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` })
    .where(
      and(
        inOwnConversation(db, ownerId, params.conversationId),
        ne(chatMessages.senderId, ownerId),
        eq(chatMessages.isRead, false),
      ),
    )
    .returning();
}

/** The thread in order, optionally only messages containing `search` (ignoring case). */
export function selectMessages(
  db: Queryable,
  ownerId: string,
  params: { conversationId: string; search?: string; limit: number },
) {
  const needle = params.search ? `%${params.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        inOwnConversation(db, ownerId, params.conversationId),
        needle ? sql`${chatMessages.message} ilike ${needle}` : undefined,
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(params.limit);
}

type MessageValues = Pick<
  typeof chatMessages.$inferInsert,
  'message' | 'attachmentUrl' | 'attachmentType' | 'attachmentName'
>;

/** A message the owner sends in one of their conversations (checked by the caller), and the conversation's last activity. */
export async function insertMessage(
  db: Queryable,
  ownerId: string,
  params: { conversationId: string; values: MessageValues },
) {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...params.values, conversationId: params.conversationId, senderId: ownerId })
    .returning();
  await db
    .update(chatConversations)
    .set({ lastMessageAt: row.createdAt })
    .where(and(eq(chatConversations.id, params.conversationId), isParticipant(ownerId)));
  return row;
}

export function selectUnreadCounts(db: Queryable, ownerId: string) {
  return db
    .select({ conversationId: chatMessages.conversationId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(isParticipant(ownerId), ne(chatMessages.senderId, ownerId), eq(chatMessages.isRead, false)))
    .groupBy(chatMessages.conversationId);
}

/** Whether the owner has the conversation open on some socket right now. */
export async function isViewing(db: Queryable, ownerId: string, params: { conversationId: string }) {
  const [row] = await db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(
      and(
        eq(chatPresence.conversationId, params.conversationId),
        eq(chatPresence.userId, ownerId),
        gt(chatPresence.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function selectProfileName(db: Queryable, ownerId: string) {
  const [profile] = await db
    .select({ name: profiles.businessName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  return profile;
}

/** The owner's socket has the conversation open for `ttlSeconds` more; expired presences of anyone are swept. */
export async function upsertPresence(
  db: Queryable,
  ownerId: string,
  params: { connectionId: string; conversationId: string; ttlSeconds: number },
) {
  const expiresAt = sql`now() + interval '${sql.raw(String(params.ttlSeconds))} seconds'`;
  await db
    .insert(chatPresence)
    .values({ connectionId: params.connectionId, conversationId: params.conversationId, userId: ownerId, expiresAt })
    .onConflictDoUpdate({ target: [chatPresence.connectionId, chatPresence.conversationId], set: { expiresAt } });
  await db.delete(chatPresence).where(lt(chatPresence.expiresAt, sql`now()`));
}

export async function deletePresence(
  db: Queryable,
  ownerId: string,
  params: { connectionId: string; conversationId: string },
) {
  await db
    .delete(chatPresence)
    .where(
      and(
        eq(chatPresence.connectionId, params.connectionId),
        eq(chatPresence.conversationId, params.conversationId),
        eq(chatPresence.userId, ownerId),
      ),
    );
}
