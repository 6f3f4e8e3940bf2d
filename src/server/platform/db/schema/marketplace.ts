import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id, quantity, updatedAt } from './columns';
import { marketplaceProducts } from './suppliers';

/**
 * The restaurant's marketplace cart, kept on the server so it survives reloads and follows the
 * user to another device (decision 044). A line keeps the product's name so that, when the
 * supplier deletes the product (the id becomes null) or withdraws it, the cart can say which one
 * it dropped.
 */
export const marketplaceCartLines = pgTable(
  'marketplace_cart_lines',
  {
    id: id(),
    userId: userId(),
    marketplaceProductId: uuid().references(() => marketplaceProducts.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: quantity().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.marketplaceProductId),
    index().on(t.marketplaceProductId),
    check('marketplace_cart_quantity_positive', sql`${t.quantity} > 0`),
    check('marketplace_cart_name_length', sql`char_length(${t.productName}) between 1 and 200`),
  ],
);
