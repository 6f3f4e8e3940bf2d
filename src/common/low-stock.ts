import { compareDecimals, type DecimalInput } from './money';

/**
 * SPEC §5 low stock: the stock is below the product's minimum (decision 027). Both columns are
 * NOT NULL with defaults 0 and DEFAULT_MIN_STOCK, so "a missing minimum counts as 10" is the
 * column default, not a coalesce. The SQL side is lowStockWhere (server platform/db/rules).
 */
export function isLowStock(product: { stockQuantity: DecimalInput; minStockQuantity: DecimalInput }): boolean {
  return compareDecimals(product.stockQuantity, product.minStockQuantity) < 0;
}
