import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** E-mail outbox: null when no e-mail was asked for; 'pending' until sent, 'failed' after the last retry. */
    emailStatus: text({ enum: ['pending', 'sent', 'failed'] }),
    emailAttempts: integer().notNull().default(0),
    emailNextAttemptAt: timestamp({ withTimezone: true }),
    emailError: text(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    index('notifications_email_pending_idx')
      .on(t.emailNextAttemptAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);
