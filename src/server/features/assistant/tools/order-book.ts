import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { purchaseOrders, restaurantContacts, supplierCompanies } from '../../../platform/db/schema';
import { asText, isoInstant, orderCompanyJoin, orderContactJoin, orderSupplierName } from './sql';

export interface OrderBook {
  supplierCount: number;
  suppliers: string[];
  /** Orders still pending (not received nor cancelled), oldest first. */
  openOrders: Array<{ orderNumber: string; supplierName: string; totalAmount: string; orderDate: string }>;
  openTotal: string;
}

/** The user's supplier contacts and open orders. */
export async function orderBook(db: Queryable, userId: string): Promise<OrderBook> {
  const [suppliers, openOrders, [totals]] = await Promise.all([
    db
      .select({ name: restaurantContacts.name })
      .from(restaurantContacts)
      .where(eq(restaurantContacts.userId, userId))
      .orderBy(asc(restaurantContacts.name)),
    db
      .select({
        orderNumber: purchaseOrders.orderNumber,
        supplierName: orderSupplierName,
        totalAmount: asText(purchaseOrders.totalAmount),
        orderDate: isoInstant(purchaseOrders.orderDate),
      })
      .from(purchaseOrders)
      .leftJoin(restaurantContacts, orderContactJoin)
      .leftJoin(supplierCompanies, orderCompanyJoin)
      .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'pendiente')))
      .orderBy(asc(purchaseOrders.orderDate)),
    db
      .select({ total: sql<string>`coalesce(sum(${purchaseOrders.totalAmount}), 0)::numeric(14,2)::text` })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'pendiente'))),
  ]);
  return {
    supplierCount: suppliers.length,
    suppliers: suppliers.map((row) => row.name),
    openOrders,
    openTotal: totals.total,
  };
}
