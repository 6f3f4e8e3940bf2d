import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { compareDecimals, percentChange } from '@common/money';
import { isLowStock } from '@common/low-stock';
import type { Transaction } from '../../platform/db/client';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { notifyPriceChange } from '../alerts/notify-price-change';

export type StockReason = (typeof stockMovements.$inferInsert)['reason'];

export interface StockChange {
  userId: string;
  productId: string;
  /** Signed quantity as a decimal string: '+2.5' adds, '-1' takes away. */
  delta: string;
  reason: StockReason;
  /** What caused it: an order id, a preparation id, a receipt… */
  reference?: string | null;
}

/**
 * The one way stock changes: a conditional UPDATE that can never leave stock below zero (also under
 * concurrent requests), plus its journal row, inside the caller's transaction.
 */
export async function applyStockChange(tx: Transaction, change: StockChange) {
  const [updated] = await tx
    .update(privateProducts)
    .set({ stockQuantity: sql`${privateProducts.stockQuantity} + ${change.delta}::numeric` })
    .where(
      and(
        eq(privateProducts.id, change.productId),
        eq(privateProducts.userId, change.userId),
        sql`${privateProducts.stockQuantity} + ${change.delta}::numeric >= 0`,
      ),
    )
    .returning({ id: privateProducts.id, name: privateProducts.name, stockQuantity: privateProducts.stockQuantity, minStockQuantity: privateProducts.minStockQuantity });
  if (!updated) {
    const [product] = await tx
      .select({ name: privateProducts.name })
      .from(privateProducts)
      .where(and(eq(privateProducts.id, change.productId), eq(privateProducts.userId, change.userId)));
    if (!product) throw notFound('Producto no encontrado');
    throw new AppError(409, 'insufficient_stock', `Stock insuficiente para ${product.name}`);
  }
  await tx.insert(stockMovements).values({
    productId: change.productId,
    userId: change.userId,
    delta: change.delta,
    resultingStock: updated.stockQuantity,
    reason: change.reason,
    reference: change.reference ?? null,
  });
  return updated;
}

/**
 * Several products' stock changes (each product once) in three statements rather than two per
 * product: the rows are locked in id order (so concurrent batches over the same products cannot
 * deadlock), changed by one conditional UPDATE and journaled by one INSERT. All or nothing: the
 * caller's transaction is rolled back by the error naming the first product, in id order, that is
 * missing or would go below zero. Returns the updated products in id order.
 */
export async function applyStockChanges(tx: Transaction, userId: string, changes: ReadonlyArray<Omit<StockChange, 'userId'>>) {
  const sorted = [...changes].sort((a, b) => a.productId.localeCompare(b.productId));
  const ids = sorted.map((change) => change.productId);
  const locked = await tx
    .select({ id: privateProducts.id, name: privateProducts.name })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, userId), inArray(privateProducts.id, ids)))
    .orderBy(asc(privateProducts.id))
    .for('update');
  const delta = sql`(case ${privateProducts.id} ${sql.join(
    sorted.map((change) => sql`when ${change.productId}::uuid then ${change.delta}::numeric`),
    sql` `,
  )} end)`;
  const updated = await tx
    .update(privateProducts)
    .set({ stockQuantity: sql`${privateProducts.stockQuantity} + ${delta}` })
    .where(and(eq(privateProducts.userId, userId), inArray(privateProducts.id, ids), sql`${privateProducts.stockQuantity} + ${delta} >= 0`))
    .returning({ id: privateProducts.id, name: privateProducts.name, stockQuantity: privateProducts.stockQuantity, minStockQuantity: privateProducts.minStockQuantity });
  const byId = new Map(updated.map((row) => [row.id, row]));
  const failed = sorted.find((change) => !byId.has(change.productId));
  if (failed) {
    const product = locked.find((row) => row.id === failed.productId);
    if (!product) throw notFound('Producto no encontrado');
    throw new AppError(409, 'insufficient_stock', `Stock insuficiente para ${product.name}`);
  }
  const rows = sorted.map((change) => ({ change, product: byId.get(change.productId)! }));
  await tx.insert(stockMovements).values(
    rows.map(({ change, product }) => ({
      productId: change.productId,
      userId,
      delta: change.delta,
      resultingStock: product.stockQuantity,
      reason: change.reason,
      reference: change.reference ?? null,
    })),
  );
  return rows.map(({ product }) => product);
}

/**
 * Sets a product's current price; when it differs from the old one, writes one price alert with the
 * old and new price and the percent change, and notifies the owner. Returns the alert id, if any.
 */
export async function changeProductPrice(tx: Transaction, userId: string, productId: string, newPrice: string) {
  const [product] = await tx
    .select({ name: privateProducts.name, currentPrice: privateProducts.currentPrice })
    .from(privateProducts)
    .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)))
    .for('update');
  if (!product) throw notFound('Producto no encontrado');
  if (compareDecimals(product.currentPrice, newPrice) === 0) return null;
  await tx.update(privateProducts).set({ currentPrice: newPrice }).where(eq(privateProducts.id, productId));
  const percent = percentChange(product.currentPrice, newPrice);
  const [alert] = await tx
    .insert(priceAlerts)
    .values({ userId, productId, oldPrice: product.currentPrice, newPrice, priceChangePercent: percent })
    .returning({ id: priceAlerts.id });
  await notifyPriceChange(tx, userId, { productId, productName: product.name, oldPrice: product.currentPrice, newPrice, percent });
  return alert.id;
}

/**
 * The 'Stock Bajo' notification, for each product that a reduction left below its minimum. Callers
 * pass only the products whose stock went down, so a product already short is not notified again
 * by a change that raised it.
 */
export async function notifyLowStock(
  tx: Transaction,
  userId: string,
  products: ReadonlyArray<{ id: string; name: string; stockQuantity: string; minStockQuantity: string }>,
) {
  for (const product of products) {
    if (!isLowStock(product)) continue;
    await createNotification(tx, {
      userId,
      type: 'low_stock',
      title: 'Stock Bajo',
      message: `${product.name} quedó con ${Number(product.stockQuantity)} (mínimo ${Number(product.minStockQuantity)})`,
      link: '/productos',
      metadata: { product_id: product.id, current_stock: Number(product.stockQuantity), min_stock: Number(product.minStockQuantity) },
    });
  }
}
