import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { privateProducts } from './inventory';

/**
 * Each product's net stock change per calendar day in Mexico City and branch, kept by a deferred
 * trigger on stock_movements (migrations 0023 and 0026) so that the inventory-value report (decisions
 * 051 and 057) reads one row per product, branch and day instead of every movement of the period.
 */
export const stockDailyChanges = pgTable(
  'stock_daily_changes',
  {
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    /**
     * The journal rows' branch (null: none named). No foreign key, whose "set null" could merge two rows:
     * removing a branch (which holds no stock by then) moves its rows to no branch in the same step.
     */
    locationId: uuid(),
    userId: userId(),
    delta: numeric()
      .notNull()
      .default(sql`0`),
    /** The part of `delta` that transfers between branches moved (a branch's actual food cost, decision 057). */
    transferred: numeric()
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    unique('stock_daily_changes_product_day_location_key').on(t.productId, t.day, t.locationId).nullsNotDistinct(),
    index().on(t.userId, t.day),
  ],
);
