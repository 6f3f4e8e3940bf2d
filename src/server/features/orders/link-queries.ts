import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DIRECT_OPEN, type ChangedLineValues } from '@common/order-states';
import type { Queryable } from '../../platform/db/client';
import {
  orderItems,
  orderLinks,
  profiles,
  purchaseOrders,
  restaurantContacts,
  restaurantInfo,
} from '../../platform/db/schema';

/*
 * The SQL of confirmation links (decision 047). The owner's functions filter by the owner's id; the
 * supplier's filter by the link's id, and reach only the one order that link belongs to, while it
 * is an own-contact order still open and the link has not expired.
 */

/** The link's order, when the link still works. */
const openLink = (linkId: string, now: Date) =>
  and(
    eq(orderLinks.id, linkId),
    gt(orderLinks.expiresAt, now),
    eq(purchaseOrders.orderType, 'direct'),
    inArray(purchaseOrders.status, [...DIRECT_OPEN]),
    isNull(purchaseOrders.receivedAt),
  );

/** The owner's working link of an order, if any. */
export async function selectOwnerLink(db: Queryable, ownerId: string, params: { orderId: string; now: Date }) {
  const [row] = await db
    .select({ id: orderLinks.id, expiresAt: orderLinks.expiresAt })
    .from(orderLinks)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderLinks.orderId))
    .where(
      and(
        eq(orderLinks.orderId, params.orderId),
        eq(orderLinks.userId, ownerId),
        eq(purchaseOrders.userId, ownerId),
        gt(orderLinks.expiresAt, params.now),
        inArray(purchaseOrders.status, [...DIRECT_OPEN]),
        isNull(purchaseOrders.receivedAt),
      ),
    );
  return row;
}

/** A new link for the owner's order, replacing the one it had (whose token stops working). */
export async function replaceOrderLink(db: Queryable, ownerId: string, params: { orderId: string; expiresAt: Date }) {
  await db.delete(orderLinks).where(and(eq(orderLinks.orderId, params.orderId), eq(orderLinks.userId, ownerId)));
  const [row] = await db
    .insert(orderLinks)
    .values({ orderId: params.orderId, userId: ownerId, expiresAt: params.expiresAt })
    .returning({ id: orderLinks.id, expiresAt: orderLinks.expiresAt });
  return row;
}

/** The link's order with the names the page shows; `lock` holds the order's row until the transaction ends. */
export function selectLinkedOrder(db: Queryable, params: { linkId: string; now: Date; lock?: boolean }) {
  const query = db
    .select({
      id: purchaseOrders.id,
      userId: purchaseOrders.userId,
      orderNumber: purchaseOrders.orderNumber,
      status: purchaseOrders.status,
      notes: purchaseOrders.notes,
      totalAmount: purchaseOrders.totalAmount,
      orderDate: purchaseOrders.orderDate,
      expiresAt: orderLinks.expiresAt,
      supplierName: sql<string>`coalesce(${restaurantContacts.name}, 'Proveedor')`,
      restaurantName: sql<string>`coalesce(${restaurantInfo.restaurantName}, ${profiles.businessName}, 'Restaurante')`,
    })
    .from(orderLinks)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.id, orderLinks.orderId), eq(purchaseOrders.userId, orderLinks.userId)),
    )
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, purchaseOrders.supplierId))
    .leftJoin(restaurantInfo, eq(restaurantInfo.userId, purchaseOrders.userId))
    .leftJoin(profiles, eq(profiles.id, purchaseOrders.userId))
    .where(openLink(params.linkId, params.now))
    .$dynamic();
  return params.lock ? query.for('update', { of: purchaseOrders }) : query;
}

/** The order the link belongs to, as a filter on its lines and its row. */
const linkedOrderId = (db: Queryable, linkId: string) =>
  db.select({ orderId: orderLinks.orderId }).from(orderLinks).where(eq(orderLinks.id, linkId));

/** The lines of the link's order, in order. */
export function selectLinkedLines(db: Queryable, params: { linkId: string; orderId: string }) {
  return db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      unit: orderItems.unit,
      packQuantity: orderItems.packQuantity,
      packUnit: orderItems.packUnit,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      originalQuantity: orderItems.originalQuantity,
      originalUnitPrice: orderItems.originalUnitPrice,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, params.orderId), inArray(orderItems.orderId, linkedOrderId(db, params.linkId))))
    .orderBy(asc(orderItems.position));
}

/** A line the supplier changed on confirming, keeping what the restaurant asked for. */
export async function updateLinkedLine(
  db: Queryable,
  params: {
    linkId: string;
    itemId: string;
    values: ChangedLineValues;
  },
) {
  await db
    .update(orderItems)
    .set(params.values)
    .where(and(eq(orderItems.id, params.itemId), inArray(orderItems.orderId, linkedOrderId(db, params.linkId))));
}

export async function updateLinkedOrder(
  db: Queryable,
  params: { linkId: string; values: Partial<Pick<typeof purchaseOrders.$inferInsert, 'status' | 'totalAmount'>> },
) {
  await db
    .update(purchaseOrders)
    .set(params.values)
    .where(inArray(purchaseOrders.id, linkedOrderId(db, params.linkId)));
}
