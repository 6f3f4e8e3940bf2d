import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { privateProducts } from './inventory';

/**
 * Each product's net stock change per calendar day in Mexico City, kept by a deferred trigger on
 * stock_movements (migration 0023) so that the inventory-value report (decision 051) reads one row
 * per product and day instead of every movement of the period.
 */
export const stockDailyChanges = pgTable(
  'stock_daily_changes',
  {
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    userId: userId(),
    delta: numeric()
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index().on(t.userId, t.day)],
);
