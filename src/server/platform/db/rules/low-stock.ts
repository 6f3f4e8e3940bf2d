import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The stock columns of private_products, as the table or as the schema's index builder sees them. */
export interface StockColumns {
  stockQuantity: AnyPgColumn;
  minStockQuantity: AnyPgColumn;
}

/**
 * SPEC §5 low stock in SQL, the twin of isLowStock in src/common/low-stock.ts (decision 027). The
 * partial index private_products_low_stock_idx is built from this same fragment, so every query
 * that uses it matches the index predicate.
 */
export const lowStockWhere = (t: StockColumns): SQL => sql`${t.stockQuantity} < ${t.minStockQuantity}`;

/** Stock − minimum, negative when low: ascending puts the most short first (the index's sort key). */
export const stockMargin = (t: StockColumns): SQL => sql`(${t.stockQuantity} - ${t.minStockQuantity})`;
