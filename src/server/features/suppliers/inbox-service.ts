import { formatMoney, percentChange } from '@common/money';
import type { InboxOrder, SupplierStats } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { requireCompany } from './company-service';
import {
  lockInboxOrder,
  selectInboxItems,
  selectInboxOrders,
  selectSupplierFigures,
  setInboxOrderStatusRow,
} from './queries';

/** Marketplace orders addressed to the supplier's company, newest first, with their items. */
export async function listInbox(db: Database, actor: Actor): Promise<InboxOrder[]> {
  await requireCompany(db, actor);
  const orders = await selectInboxOrders(db, actor.userId, { limit: 200 });
  if (orders.length === 0) return [];
  const items = await selectInboxItems(db, actor.userId, { orderIds: orders.map((order) => order.id) });
  return orders.map((order) => ({
    ...order,
    orderDate: order.orderDate.toISOString(),
    items: items.filter((item) => item.orderId === order.id).map(({ orderId: _orderId, ...item }) => item),
  }));
}

/** "Marcar como completada" / "Cancelar pedido": only from pendiente; the restaurant is notified. */
export async function setInboxOrderStatus(
  db: Database,
  actor: Actor,
  orderId: string,
  status: 'completada' | 'cancelada',
) {
  const company = await requireCompany(db, actor);
  await db.transaction(async (tx) => {
    const order = await lockInboxOrder(tx, actor.userId, { orderId });
    if (!order) throw notFound('Pedido no encontrado');
    if (order.status !== 'pendiente') throw conflict('Este pedido ya no está pendiente', 'order_not_pending');
    await setInboxOrderStatusRow(tx, actor.userId, { orderId: order.id, status });
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
export async function supplierStats(db: Database, actor: Actor): Promise<SupplierStats> {
  await requireCompany(db, actor);
  const row = await selectSupplierFigures(db, actor.userId);
  return {
    productCount: row.productCount,
    pendingOrderCount: row.pendingOrderCount,
    salesThisMonth: row.salesThisMonth,
    growthPercent: percentChange(row.salesLastMonth, row.salesThisMonth),
  };
}
