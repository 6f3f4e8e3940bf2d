import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { productUnitColumns } from '../../../platform/db/rules/product-packs';
import { privateProducts } from '../../../platform/db/schema';

/** The owner's products by name, with stock, price and what they know of their units (decision 034). */
export function selectInventory(db: Queryable, ownerId: string) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      stockQuantity: privateProducts.stockQuantity,
      currentPrice: privateProducts.currentPrice,
      ...productUnitColumns,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, ownerId))
    .orderBy(asc(privateProducts.name));
}
