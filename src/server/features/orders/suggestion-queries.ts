import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { productUnitColumns } from '../../platform/db/rules/product-packs';
import {
  orderItems,
  privateProducts,
  purchaseOrders,
  restaurantContacts,
  stockMovements,
} from '../../platform/db/schema';

/* The facts of "Pedido sugerido" (decision 046), by owner. */

/** Every product of the owner with its supplier contact (null when it has none). */
export function selectProductsToSuggest(db: Queryable, ownerId: string) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      currentPrice: privateProducts.currentPrice,
      ...productUnitColumns,
      supplierId: restaurantContacts.id,
      supplierName: restaurantContacts.name,
      whatsappNumber: restaurantContacts.whatsappNumber,
    })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(eq(privateProducts.userId, ownerId))
    .orderBy(privateProducts.name, privateProducts.id);
}

/** What preparations and waste took of each product since `since`, in its base unit (positive). */
export function selectRecentUse(db: Queryable, ownerId: string, params: { since: Date }) {
  return db
    .select({ productId: stockMovements.productId, used: sql<string>`(-sum(${stockMovements.delta}))::text` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.userId, ownerId),
        gte(stockMovements.createdAt, params.since),
        inArray(stockMovements.reason, ['preparation', 'waste']),
        lt(stockMovements.delta, '0'),
      ),
    )
    .groupBy(stockMovements.productId);
}

/**
 * The lines of the owner's orders still to be received (pending, confirmed, on the way, or delivered
 * but not yet received: decision 043), in the unit they were written in, to convert to base units.
 */
export function selectPendingLines(db: Queryable, ownerId: string) {
  return db
    .select({
      productId: orderItems.productId,
      unit: orderItems.unit,
      packQuantity: orderItems.packQuantity,
      packUnit: orderItems.packUnit,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.userId, ownerId),
        eq(purchaseOrders.userId, ownerId),
        inArray(purchaseOrders.status, ['pendiente', 'confirmada', 'en_camino', 'entregada']),
        isNull(purchaseOrders.receivedAt),
        isNotNull(orderItems.productId),
      ),
    );
}

/**
 * For each of these products of the owner's, the catalogue product of the marketplace line it was
 * last received from (decision 043 ties a received line to the product), null when that catalogue
 * product is gone. Products never received from the marketplace are absent.
 */
export function selectLastMarketplaceSources(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .selectDistinctOn([orderItems.productId], {
      productId: sql<string>`${orderItems.productId}`,
      marketplaceProductId: orderItems.marketplaceProductId,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.userId, ownerId),
        eq(purchaseOrders.userId, ownerId),
        eq(purchaseOrders.orderType, 'marketplace'),
        isNotNull(purchaseOrders.receivedAt),
        inArray(orderItems.productId, params.productIds),
        gt(orderItems.receivedQuantity, '0'),
      ),
    )
    .orderBy(orderItems.productId, desc(purchaseOrders.receivedAt), desc(orderItems.position));
}
