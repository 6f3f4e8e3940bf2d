import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { orderItems, purchaseOrders, restaurantContacts, supplierCompanies } from '../../../platform/db/schema';
import { countedOrder, orderCompanyJoin, orderContactJoin, orderSupplierName } from './sql';

export interface SpendingReport {
  label: string;
  from: string;
  to: string;
  /** Σ total of the period's orders that were not cancelled. */
  total: string;
  orderCount: number;
  completedTotal: string;
  pendingTotal: string;
  cancelledCount: number;
  bySupplier: Array<{ supplierName: string; total: string; orderCount: number }>;
}

const totalWhere = (condition: ReturnType<typeof eq>) =>
  sql<string>`round(coalesce(sum(${purchaseOrders.totalAmount}) filter (where ${condition}), 0), 2)::text`;

/** A span of time: [from, to) with its Spanish name. */
export interface SpendingRange {
  from: Date;
  to: Date;
  label: string;
}

/** Spending from purchase_orders in [from, to), optionally with one supplier contact; cancelled orders are not spending. */
export async function spending(
  db: Queryable,
  userId: string,
  range: SpendingRange,
  filter: { supplierId?: string } = {},
): Promise<SpendingReport> {
  const inPeriod = and(
    eq(purchaseOrders.userId, userId),
    gte(purchaseOrders.orderDate, range.from),
    lt(purchaseOrders.orderDate, range.to),
    filter.supplierId ? eq(purchaseOrders.supplierId, filter.supplierId) : undefined,
  );
  const [totals] = await db
    .select({
      total: totalWhere(countedOrder),
      orderCount: sql<number>`(count(*) filter (where ${countedOrder}))::int`,
      // Received own-contact orders and delivered marketplace ones (decision 043).
      completedTotal: totalWhere(inArray(purchaseOrders.status, ['completada', 'entregada'])),
      pendingTotal: totalWhere(eq(purchaseOrders.status, 'pendiente')),
      cancelledCount: sql<number>`(count(*) filter (where ${eq(purchaseOrders.status, 'cancelada')}))::int`,
    })
    .from(purchaseOrders)
    .where(inPeriod);
  const sum = sql`sum(${purchaseOrders.totalAmount})`;
  const bySupplier = await db
    .select({
      supplierName: orderSupplierName,
      total: sql<string>`round(${sum}, 2)::text`,
      orderCount: sql<number>`count(*)::int`,
    })
    .from(purchaseOrders)
    .leftJoin(restaurantContacts, orderContactJoin)
    .leftJoin(supplierCompanies, orderCompanyJoin)
    .where(and(inPeriod, countedOrder))
    .groupBy(orderSupplierName)
    .orderBy(desc(sum), orderSupplierName)
    .limit(10);
  return { label: range.label, from: range.from.toISOString(), to: range.to.toISOString(), ...totals, bySupplier };
}

export interface ProductSpending {
  label: string;
  total: string;
  quantity: string;
  orderCount: number;
}

/** What the order lines of one product cost in [from, to), on orders that were not cancelled. */
export async function productSpending(
  db: Queryable,
  userId: string,
  productId: string,
  range: SpendingRange,
): Promise<ProductSpending> {
  const [row] = await db
    .select({
      total: sql<string>`round(coalesce(sum(${orderItems.totalPrice}), 0), 2)::text`,
      quantity: sql<string>`coalesce(sum(${orderItems.quantity}), 0)::text`,
      orderCount: sql<number>`count(distinct ${purchaseOrders.id})::int`,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .where(
      and(
        eq(purchaseOrders.userId, userId),
        eq(orderItems.productId, productId),
        countedOrder,
        gte(purchaseOrders.orderDate, range.from),
        lt(purchaseOrders.orderDate, range.to),
      ),
    );
  return { label: range.label, ...row };
}
