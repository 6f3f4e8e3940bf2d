import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users, userId } from './auth';
import { createdAt, id } from './columns';
import { supplierCompanies } from './suppliers';

/** One conversation per restaurant user and supplier company. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    restaurantUserId: userId(),
    supplierCompanyId: uuid()
      .notNull()
      .references(() => supplierCompanies.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.restaurantUserId, t.supplierCompanyId),
    index().on(t.restaurantUserId, t.lastMessageAt.desc()),
    index().on(t.supplierCompanyId, t.lastMessageAt.desc()),
  ],
);

export const messageStatus = pgEnum('message_status', ['sent', 'delivered', 'read']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull().default(''),
    isRead: boolean().notNull().default(false),
    status: messageStatus().notNull().default('sent'),
    deliveredAt: timestamp({ withTimezone: true }),
    attachmentUrl: text(),
    attachmentType: text(),
    attachmentName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.conversationId, t.createdAt),
    index('chat_messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`not ${t.isRead}`),
    check('chat_messages_not_empty', sql`char_length(btrim(${t.message})) > 0 or ${t.attachmentUrl} is not null`),
    check('chat_messages_length', sql`char_length(${t.message}) <= 5000`),
  ],
);

/**
 * Who has a conversation open right now, per socket, shared by every app instance: a new message
 * does not notify a recipient who is already looking at it. Rows expire unless refreshed.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    connectionId: text().notNull(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: userId(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.conversationId] }), index().on(t.conversationId, t.userId)],
);
