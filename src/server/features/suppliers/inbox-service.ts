import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney, percentChange } from '@common/money';
import type { InboxOrder, SupplierStats } from '@common/suppliers';
import type { Database } from '../../platform/db/client';
import { marketplaceProducts, orderItems, profiles, purchaseOrders, users } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { requireCompany } from './company-service';

/** Marketplace orders addressed to the supplier's company, newest first, with their items. */
export async function listInbox(db: Database, userId: string): Promise<InboxOrder[]> {
  const company = await requireCompany(db, userId);
  const orders = await db
    .select({
      id: purchaseOrders.id,
      orderNumber: purchaseOrders.orderNumber,
      restaurantName: sql<string>`coalesce(${profiles.businessName}, ${users.email}, 'Restaurante')`,
      status: purchaseOrders.status,
      totalAmount: purchaseOrders.totalAmount,
      notes: purchaseOrders.notes,
      orderDate: purchaseOrders.orderDate,
    })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.userId))
    .leftJoin(profiles, eq(profiles.id, purchaseOrders.userId))
    .where(eq(purchaseOrders.supplierCompanyId, company.id))
    .orderBy(desc(purchaseOrders.orderDate))
    .limit(200);
  if (orders.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orders.map((order) => order.id)))
    .orderBy(orderItems.position);
  return orders.map((order) => ({
    ...order,
    orderDate: order.orderDate.toISOString(),
    items: items.filter((item) => item.orderId === order.id).map(({ orderId: _orderId, ...item }) => item),
  }));
}

/** "Marcar como completada" / "Cancelar pedido": only from pendiente; the restaurant is notified. */
export async function setInboxOrderStatus(db: Database, userId: string, orderId: string, status: 'completada' | 'cancelada') {
  const company = await requireCompany(db, userId);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: purchaseOrders.id, status: purchaseOrders.status, userId: purchaseOrders.userId, orderNumber: purchaseOrders.orderNumber, total: purchaseOrders.totalAmount })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.supplierCompanyId, company.id)))
      .for('update');
    if (!order) throw notFound('Pedido no encontrado');
    if (order.status !== 'pendiente') throw conflict('Este pedido ya no está pendiente', 'order_not_pending');
    await tx.update(purchaseOrders).set({ status }).where(eq(purchaseOrders.id, order.id));
    const done = status === 'completada';
    await createNotification(tx, {
      userId: order.userId,
      type: 'order',
      title: done ? 'Pedido completado' : 'Pedido cancelado',
      message: `${company.companyName} ${done ? 'completó' : 'canceló'} tu pedido ${order.orderNumber} por ${formatMoney(order.total)}`,
      link: '/ordenes',
      metadata: { order_id: order.id, status },
    });
  });
}

/** Real stat cards: products, pending orders, completed sales this month and growth against last month. */
export async function supplierStats(db: Database, userId: string): Promise<SupplierStats> {
  const company = await requireCompany(db, userId);
  const completedIn = (offset: number) =>
    sql<string>`coalesce(sum(${purchaseOrders.totalAmount}) filter (where ${purchaseOrders.status} = 'completada' and date_trunc('month', ${purchaseOrders.updatedAt}) = date_trunc('month', now()) - interval '${sql.raw(String(offset))} month'), 0)::numeric(14,2)::text`;
  const [row] = await db
    .select({
      productCount: sql<number>`(select count(*)::int from ${marketplaceProducts} where ${marketplaceProducts.supplierCompanyId} = ${company.id})`,
      pendingOrderCount: sql<number>`count(*) filter (where ${purchaseOrders.status} = 'pendiente')::int`,
      salesThisMonth: completedIn(0),
      salesLastMonth: completedIn(1),
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.supplierCompanyId, company.id));
  return {
    productCount: row.productCount,
    pendingOrderCount: row.pendingOrderCount,
    salesThisMonth: row.salesThisMonth,
    growthPercent: percentChange(row.salesLastMonth, row.salesThisMonth),
  };
}
