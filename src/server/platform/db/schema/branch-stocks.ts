import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { quantity } from './columns';
import { privateProducts } from './inventory';
import { restaurantLocations } from './restaurant';

/**
 * How much of a product each branch holds (decision 056). For a restaurant with branches the rows of a
 * product add up to its `stock_quantity`, which stays the total every other read uses; a restaurant with
 * no branch yet has no rows. Written only by the shared stock changes (inventory/stock.ts) and transfers.
 */
export const branchStocks = pgTable(
  'branch_stocks',
  {
    locationId: uuid()
      .notNull()
      .references(() => restaurantLocations.id, { onDelete: 'restrict' }),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    userId: userId(),
    quantity: quantity().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.productId] }),
    index().on(t.productId),
    index().on(t.userId, t.locationId),
    check('branch_stocks_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
