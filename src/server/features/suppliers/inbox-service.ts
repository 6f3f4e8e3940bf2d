import { percentChange } from '@common/money';
import type { InboxOrder, SupplierStats } from '@common/suppliers';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { requireCompany } from './company-service';
import { selectInboxItems, selectInboxOrders, selectSupplierFigures } from './queries';

/** Marketplace orders addressed to the supplier's company, newest first, with their items. */
export async function listInbox(db: Database, actor: Actor): Promise<InboxOrder[]> {
  await requireCompany(db, actor);
  const orders = await selectInboxOrders(db, actor.userId, { limit: 200 });
  if (orders.length === 0) return [];
  const items = await selectInboxItems(db, actor.userId, { orderIds: orders.map((order) => order.id) });
  return orders.map((order) => ({
    ...order,
    orderDate: order.orderDate.toISOString(),
    receivedAt: order.receivedAt?.toISOString() ?? null,
    items: items.filter((item) => item.orderId === order.id).map(({ orderId: _orderId, ...item }) => item),
  }));
}

/** Real stat cards: products, pending orders, delivered sales this month and growth against last month. */
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
