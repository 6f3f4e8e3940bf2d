import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  INVENTORY_MESSAGES,
  type MovementPage,
  type Product,
  type ProductPage,
  type ProductPayload,
  type movementPageQuerySchema,
  type productListQuerySchema,
} from '@common/inventory';
import { compareDecimals, subtractDecimals } from '@common/money';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db/client';
import { privateProducts, restaurantContacts, stockMovements } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { nameMatches } from './name-search';
import { applyStockChange, changeProductPrice } from './stock';

const listColumns = {
  id: privateProducts.id,
  name: privateProducts.name,
  unit: privateProducts.unit,
  currentPrice: privateProducts.currentPrice,
  stockQuantity: privateProducts.stockQuantity,
  minStockQuantity: privateProducts.minStockQuantity,
  supplierId: privateProducts.supplierId,
  supplierName: restaurantContacts.name,
  category: privateProducts.category,
};

/**
 * One page of the user's products, ordered by supplier then name so that the page's groups by
 * supplier continue on the next page ("Sin proveedor" last).
 */
export async function listProducts(db: Database, userId: string, query: z.output<typeof productListQuerySchema>): Promise<ProductPage> {
  const where = and(
    eq(privateProducts.userId, userId),
    nameMatches(privateProducts.name, query.search),
    query.supplierId === 'none'
      ? isNull(privateProducts.supplierId)
      : query.supplierId
        ? eq(privateProducts.supplierId, query.supplierId)
        : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(privateProducts)
      .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
      .where(where)
      .orderBy(sql`${restaurantContacts.name} asc nulls last`, asc(privateProducts.supplierId), asc(privateProducts.name), asc(privateProducts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(privateProducts).where(where),
  ]);
  return { items, total };
}

export async function getProduct(db: Queryable, userId: string, productId: string): Promise<Product> {
  const [row] = await db
    .select({ ...listColumns, createdAt: privateProducts.createdAt, updatedAt: privateProducts.updatedAt })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)));
  if (!row) throw notFound(INVENTORY_MESSAGES.productNotFound);
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A product may only point at one of the user's own contacts. */
export async function assertOwnContact(db: Queryable, userId: string, contactId: string | null) {
  if (!contactId) return;
  const [contact] = await db
    .select({ id: restaurantContacts.id })
    .from(restaurantContacts)
    .where(and(eq(restaurantContacts.id, contactId), eq(restaurantContacts.userId, userId)));
  if (!contact) throw badRequest(INVENTORY_MESSAGES.contactNotFound, 'invalid_supplier');
}

export async function createProduct(db: Database, userId: string, input: ProductPayload): Promise<Product> {
  const id = await db.transaction(async (tx) => {
    await assertOwnContact(tx, userId, input.supplierId);
    const [created] = await tx
      .insert(privateProducts)
      .values({ ...input, userId, stockQuantity: '0' })
      .returning({ id: privateProducts.id });
    await applyStockChange(tx, { userId, productId: created.id, delta: input.stockQuantity, reason: 'initial' });
    return created.id;
  });
  return getProduct(db, userId, id);
}

/** Stock edits go to the journal as a 'manual' movement; price edits write a price alert. */
export async function updateProduct(db: Database, userId: string, productId: string, input: ProductPayload): Promise<Product> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stockQuantity: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)))
      .for('update');
    if (!current) throw notFound(INVENTORY_MESSAGES.productNotFound);
    await assertOwnContact(tx, userId, input.supplierId);
    const { currentPrice, stockQuantity, ...fields } = input;
    await tx
      .update(privateProducts)
      .set(fields)
      .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)));
    await changeProductPrice(tx, userId, productId, currentPrice);
    if (compareDecimals(stockQuantity, current.stockQuantity) !== 0) {
      await applyStockChange(tx, { userId, productId, delta: subtractDecimals(stockQuantity, current.stockQuantity), reason: 'manual' });
    }
  });
  return getProduct(db, userId, productId);
}

export async function deleteProduct(db: Database, userId: string, productId: string) {
  const deleted = await db
    .delete(privateProducts)
    .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)))
    .returning({ id: privateProducts.id });
  if (deleted.length === 0) throw notFound(INVENTORY_MESSAGES.productNotFound);
}

export async function listMovements(
  db: Database,
  userId: string,
  productId: string,
  query: z.output<typeof movementPageQuerySchema>,
): Promise<MovementPage> {
  await getProduct(db, userId, productId);
  const where = and(eq(stockMovements.productId, productId), eq(stockMovements.userId, userId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        delta: stockMovements.delta,
        resultingStock: stockMovements.resultingStock,
        reason: stockMovements.reason,
        reference: stockMovements.reference,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(stockMovements).where(where),
  ]);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}
