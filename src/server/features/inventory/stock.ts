import { and, eq, sql } from 'drizzle-orm';
import { compareDecimals, percentChange } from '@common/money';
import type { Transaction } from '../../platform/db/client';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';

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
 * Sets a product's current price; when it differs from the old one, writes one price alert with the
 * old and new price and the percent change. Returns the alert id, if any.
 */
export async function changeProductPrice(tx: Transaction, userId: string, productId: string, newPrice: string) {
  const [product] = await tx
    .select({ currentPrice: privateProducts.currentPrice })
    .from(privateProducts)
    .where(and(eq(privateProducts.id, productId), eq(privateProducts.userId, userId)))
    .for('update');
  if (!product) throw notFound('Producto no encontrado');
  if (compareDecimals(product.currentPrice, newPrice) === 0) return null;
  await tx.update(privateProducts).set({ currentPrice: newPrice }).where(eq(privateProducts.id, productId));
  const [alert] = await tx
    .insert(priceAlerts)
    .values({
      userId,
      productId,
      oldPrice: product.currentPrice,
      newPrice,
      priceChangePercent: percentChange(product.currentPrice, newPrice),
    })
    .returning({ id: priceAlerts.id });
  return alert.id;
}
