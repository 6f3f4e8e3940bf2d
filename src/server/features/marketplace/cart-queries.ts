import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { marketplaceCartLines, orderItems, purchaseOrders } from '../../platform/db/schema';

/* All SQL of the restaurant's saved cart (decision 044); every query reads or writes only the owner's lines. */

/** The owner's cart lines in the order they were added. */
export function selectCartLines(db: Queryable, ownerId: string) {
  return db
    .select({
      productId: marketplaceCartLines.marketplaceProductId,
      productName: marketplaceCartLines.productName,
      quantity: marketplaceCartLines.quantity,
    })
    .from(marketplaceCartLines)
    .where(eq(marketplaceCartLines.userId, ownerId))
    .orderBy(asc(marketplaceCartLines.position), asc(marketplaceCartLines.createdAt));
}

/**
 * Makes the owner's cart these lines: others go, these are written or updated in place. An upsert
 * rather than delete-and-insert, so two devices saving at once both succeed (the later one wins).
 */
export async function replaceCartLines(
  db: Queryable,
  ownerId: string,
  lines: Array<{ productId: string; productName: string; quantity: string }>,
) {
  const ids = lines.map((line) => line.productId);
  await db
    .delete(marketplaceCartLines)
    .where(
      and(
        eq(marketplaceCartLines.userId, ownerId),
        ids.length
          ? or(
              isNull(marketplaceCartLines.marketplaceProductId),
              notInArray(marketplaceCartLines.marketplaceProductId, ids),
            )
          : undefined,
      ),
    );
  if (lines.length === 0) return;
  await db
    .insert(marketplaceCartLines)
    .values(
      lines.map((line, position) => ({
        userId: ownerId,
        marketplaceProductId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [marketplaceCartLines.userId, marketplaceCartLines.marketplaceProductId],
      set: {
        productName: sql`excluded.product_name`,
        quantity: sql`excluded.quantity`,
        position: sql`excluded.position`,
        updatedAt: sql`now()`,
      },
    });
}

/** Ordered products leave the owner's cart (in the order's transaction). */
export function deleteCartLinesFor(db: Queryable, ownerId: string, productIds: string[]) {
  return db
    .delete(marketplaceCartLines)
    .where(
      and(eq(marketplaceCartLines.userId, ownerId), inArray(marketplaceCartLines.marketplaceProductId, productIds)),
    );
}

/** The owner's marketplace order with this id, or nothing (another's order reads as none). */
export async function selectOwnMarketplaceOrder(db: Queryable, ownerId: string, params: { orderId: string }) {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, params.orderId),
        eq(purchaseOrders.userId, ownerId),
        eq(purchaseOrders.orderType, 'marketplace'),
      ),
    );
  return order;
}

/** The lines of one of the owner's orders, in their order, to put back in the cart. */
export function selectOrderLinesToRepeat(db: Queryable, ownerId: string, params: { orderId: string }) {
  return db
    .select({
      productId: orderItems.marketplaceProductId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, params.orderId), eq(orderItems.userId, ownerId)))
    .orderBy(asc(orderItems.position));
}
