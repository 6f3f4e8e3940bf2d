import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { userId } from './auth';

/**
 * Each owner's inventory figures, kept by the database instead of summed over every product on
 * each read (decision 040): a deferred trigger on private_products (migration 0015) adds each row's
 * change when its transaction commits, so every writer — services, CSV import, the assistant's
 * tools, the benchmark's bulk inserts — keeps it right without knowing it exists.
 */
export const inventoryTotals = pgTable('inventory_totals', {
  userId: userId().primaryKey(),
  productCount: integer().notNull().default(0),
  /** Products whose low_stock column (the SPEC §5 rule, lowStockWhere) is true. */
  lowStockCount: integer().notNull().default(0),
  /** Σ stock × price, unrounded (exact numeric); the dashboard rounds it to cents. */
  stockValue: numeric().notNull().default('0'),
});
