import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id } from './columns';
import { purchaseOrders } from './inventory';

/**
 * The confirmation link of an own-contact order (decision 047): at most one per order, so a new link
 * replaces the old one. The token is this row's id signed with the server's key; nothing secret is stored.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** The restaurant that owns the order. */
    userId: userId(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
