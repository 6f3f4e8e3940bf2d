import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';

/*
 * The SQL of the shared stock changes (stock.ts). Every function takes the owner whose products and
 * journal it touches and filters by it.
 */

export type MovementValues = Omit<typeof stockMovements.$inferInsert, 'id' | 'userId' | 'createdAt'>;

const ownProduct = (ownerId: string, productId: string) =>
  and(eq(privateProducts.id, productId), eq(privateProducts.userId, ownerId));
const stockColumns = {
  id: privateProducts.id,
  name: privateProducts.name,
  unit: privateProducts.unit,
  stockQuantity: privateProducts.stockQuantity,
  minStockQuantity: privateProducts.minStockQuantity,
};

/** Adds `delta` to the product's stock unless that would leave it below zero; undefined when it did not change. */
export async function addToStock(db: Queryable, ownerId: string, params: { productId: string; delta: string }) {
  const [updated] = await db
    .update(privateProducts)
    .set({ stockQuantity: sql`${privateProducts.stockQuantity} + ${params.delta}::numeric` })
    .where(
      and(ownProduct(ownerId, params.productId), sql`${privateProducts.stockQuantity} + ${params.delta}::numeric >= 0`),
    )
    .returning(stockColumns);
  return updated;
}

export async function selectProductName(db: Queryable, ownerId: string, params: { productId: string }) {
  const [product] = await db
    .select({ name: privateProducts.name })
    .from(privateProducts)
    .where(ownProduct(ownerId, params.productId));
  return product;
}

/** The owner's products with these ids, locked in id order (concurrent batches cannot deadlock). */
export function lockProductNames(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .select({ id: privateProducts.id, name: privateProducts.name })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), inArray(privateProducts.id, params.productIds)))
    .orderBy(asc(privateProducts.id))
    .for('update');
}

/** Each product's delta (each product once) in one UPDATE; only the products that stay at zero or above change. */
export function addToStocks(
  db: Queryable,
  ownerId: string,
  params: { changes: ReadonlyArray<{ productId: string; delta: string }> },
) {
  const ids = params.changes.map((change) => change.productId);
  const delta = sql`(case ${privateProducts.id} ${sql.join(
    params.changes.map((change) => sql`when ${change.productId}::uuid then ${change.delta}::numeric`),
    sql` `,
  )} end)`;
  return db
    .update(privateProducts)
    .set({ stockQuantity: sql`${privateProducts.stockQuantity} + ${delta}` })
    .where(
      and(
        eq(privateProducts.userId, ownerId),
        inArray(privateProducts.id, ids),
        sql`${privateProducts.stockQuantity} + ${delta} >= 0`,
      ),
    )
    .returning(stockColumns);
}

export async function insertMovements(db: Queryable, ownerId: string, params: { movements: MovementValues[] }) {
  await db.insert(stockMovements).values(params.movements.map((movement) => ({ ...movement, userId: ownerId })));
}

/** The product's name and price, its row locked until the transaction ends. */
export async function lockProductPrice(db: Queryable, ownerId: string, params: { productId: string }) {
  const [product] = await db
    .select({ name: privateProducts.name, currentPrice: privateProducts.currentPrice })
    .from(privateProducts)
    .where(ownProduct(ownerId, params.productId))
    .for('update');
  return product;
}

export async function updateProductPrice(db: Queryable, ownerId: string, params: { productId: string; price: string }) {
  await db.update(privateProducts).set({ currentPrice: params.price }).where(ownProduct(ownerId, params.productId));
}

export async function insertPriceAlert(
  db: Queryable,
  ownerId: string,
  params: { productId: string; oldPrice: string; newPrice: string; percent: string | null },
) {
  const [alert] = await db
    .insert(priceAlerts)
    .values({
      userId: ownerId,
      productId: params.productId,
      oldPrice: params.oldPrice,
      newPrice: params.newPrice,
      priceChangePercent: params.percent,
    })
    .returning({ id: priceAlerts.id });
  return alert.id;
}
