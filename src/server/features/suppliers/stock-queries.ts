import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { marketplaceProducts, supplierCompanies } from '../../platform/db/schema';

/*
 * The catalogue stock that marketplace orders reserve, deliver and release (decision 043). Every
 * function takes the supplier's user id and touches only its company's products.
 */

const inOwnCompany = (db: Queryable, ownerId: string) =>
  inArray(
    marketplaceProducts.supplierCompanyId,
    db.select({ id: supplierCompanies.id }).from(supplierCompanies).where(eq(supplierCompanies.userId, ownerId)),
  );

/**
 * The company's products among these ids with their stock and reservations, locked until the
 * transaction ends, in id order so that two confirmations cannot deadlock.
 */
export function lockCatalogueStock(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      unit: marketplaceProducts.unit,
      stockQuantity: marketplaceProducts.stockQuantity,
      reservedQuantity: marketplaceProducts.reservedQuantity,
    })
    .from(marketplaceProducts)
    .where(and(inArray(marketplaceProducts.id, params.productIds), inOwnCompany(db, ownerId)))
    .orderBy(asc(marketplaceProducts.id))
    .for('update');
}

/**
 * Moves one product's stock and reservation by these amounts (negative to take away). The check
 * constraint (0 ≤ reserved ≤ stock) is the last guard; the caller has compared under the lock.
 */
export async function shiftCatalogueStock(
  db: Queryable,
  ownerId: string,
  params: { productId: string; stock: string; reserved: string },
) {
  await db
    .update(marketplaceProducts)
    .set({
      stockQuantity: sql`${marketplaceProducts.stockQuantity} + ${params.stock}::numeric`,
      reservedQuantity: sql`${marketplaceProducts.reservedQuantity} + ${params.reserved}::numeric`,
    })
    .where(and(eq(marketplaceProducts.id, params.productId), inOwnCompany(db, ownerId)));
}
