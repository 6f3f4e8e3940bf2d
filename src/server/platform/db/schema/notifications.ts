import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id } from './columns';

export const notificationType = pgEnum('notification_type', ['message', 'price_change', 'order', 'low_stock', 'other']);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userId(),
    type: notificationType().notNull().default('other'),
    title: text().notNull(),
    message: text().notNull(),
    link: text(),
    isRead: boolean().notNull().default(false),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);
