import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChangedLineValues } from '@common/order-states';
import type { Queryable } from '../../platform/db/client';
import { orderItems, purchaseOrders, supplierCompanies } from '../../platform/db/schema';

/*
 * The SQL of the supplier moving its marketplace orders through their states (decision 043). Every
 * function takes the supplier's user id and reaches only orders addressed to its company.
 */

const ownInboxOrder = (db: Queryable, ownerId: string, orderId: string) =>
  and(
    eq(purchaseOrders.id, orderId),
    inArray(
      purchaseOrders.supplierCompanyId,
      db.select({ id: supplierCompanies.id }).from(supplierCompanies).where(eq(supplierCompanies.userId, ownerId)),
    ),
  );

/** An order addressed to the owner's company, locked until the transaction ends. */
export async function lockInboxOrder(db: Queryable, ownerId: string, params: { orderId: string }) {
  const [order] = await db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      userId: purchaseOrders.userId,
      orderNumber: purchaseOrders.orderNumber,
      total: purchaseOrders.totalAmount,
    })
    .from(purchaseOrders)
    .where(ownInboxOrder(db, ownerId, params.orderId))
    .for('update');
  return order;
}

/** The order's lines as the supplier confirms and delivers them (the caller has locked the order). */
export function selectInboxOrderLines(db: Queryable, ownerId: string, params: { orderId: string }) {
  return db
    .select({
      id: orderItems.id,
      marketplaceProductId: orderItems.marketplaceProductId,
      productName: orderItems.productName,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, params.orderId), ownInboxOrder(db, ownerId, params.orderId)))
    .orderBy(asc(orderItems.position));
}

/** A line the supplier changed on confirming, keeping what the restaurant asked for. */
export async function updateInboxOrderLine(
  db: Queryable,
  ownerId: string,
  params: {
    orderId: string;
    itemId: string;
    values: ChangedLineValues;
  },
) {
  await db
    .update(orderItems)
    .set(params.values)
    .where(
      and(
        eq(orderItems.id, params.itemId),
        eq(orderItems.orderId, params.orderId),
        inArray(
          orderItems.orderId,
          db
            .select({ id: purchaseOrders.id })
            .from(purchaseOrders)
            .where(ownInboxOrder(db, ownerId, params.orderId)),
        ),
      ),
    );
}

export async function updateInboxOrder(
  db: Queryable,
  ownerId: string,
  params: {
    orderId: string;
    values: Partial<
      Pick<typeof purchaseOrders.$inferInsert, 'status' | 'totalAmount' | 'cancelReason' | 'cancelledBy'>
    >;
  },
) {
  await db
    .update(purchaseOrders)
    .set(params.values)
    .where(ownInboxOrder(db, ownerId, params.orderId));
}
