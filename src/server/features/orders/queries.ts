import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderDetail, type OrderSummary } from '@common/orders';
import type { Queryable } from '../../platform/db/client';
import { orderItems, purchaseOrders, restaurantContacts, supplierCompanies } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

const summaryColumns = {
  id: purchaseOrders.id,
  orderNumber: purchaseOrders.orderNumber,
  orderType: purchaseOrders.orderType,
  supplierId: purchaseOrders.supplierId,
  supplierCompanyId: purchaseOrders.supplierCompanyId,
  supplierName: sql<string>`coalesce(${restaurantContacts.name}, ${supplierCompanies.companyName}, 'Proveedor')`,
  supplierWhatsapp: restaurantContacts.whatsappNumber,
  totalAmount: purchaseOrders.totalAmount,
  status: purchaseOrders.status,
  notes: purchaseOrders.notes,
  orderDate: purchaseOrders.orderDate,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${purchaseOrders.id})`,
};

function summaries(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, purchaseOrders.supplierId))
    .leftJoin(supplierCompanies, eq(supplierCompanies.id, purchaseOrders.supplierCompanyId));
}

const serialize = <T extends { orderDate: Date }>(row: T) => ({ ...row, orderDate: row.orderDate.toISOString() });

/** SPEC §7: the user's orders with the supplier name and item count, newest first. */
export async function listOrders(db: Queryable, userId: string): Promise<OrderSummary[]> {
  const rows = await summaries(db).where(eq(purchaseOrders.userId, userId)).orderBy(desc(purchaseOrders.orderDate)).limit(500);
  return rows.map(serialize);
}

export async function getOrder(db: Queryable, userId: string, orderId: string): Promise<OrderDetail> {
  const [row] = await summaries(db).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.userId, userId)));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      receivedQuantity: orderItems.receivedQuantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { ...serialize(row), items };
}
