import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { privateProducts, purchaseOrders, restaurantContacts, supplierCompanies } from '../../../platform/db/schema';
import { countedOrder, isoInstant, orderCompanyJoin, orderContactJoin, orderSupplierName } from './sql';

export interface MainSuppliers {
  /** Suppliers by what was ordered from them (orders not cancelled), top 5. */
  bySpending: Array<{
    supplierName: string;
    kind: 'marketplace' | 'directo';
    total: string;
    orderCount: number;
    sharePercent: string;
    lastOrder: string;
  }>;
  grandTotal: string;
  /** The user's own contacts by how many of their products they supply, top 5. */
  byProducts: Array<{ supplierName: string; productCount: number }>;
}

const kind = sql<
  'marketplace' | 'directo'
>`case when ${purchaseOrders.supplierCompanyId} is not null then 'marketplace' else 'directo' end`;
const sum = sql`sum(${purchaseOrders.totalAmount})`;

export async function mainSuppliers(db: Queryable, userId: string): Promise<MainSuppliers> {
  const counted = and(eq(purchaseOrders.userId, userId), countedOrder);
  const bySpending = await db
    .select({
      supplierName: orderSupplierName,
      kind,
      total: sql<string>`round(${sum}, 2)::text`,
      orderCount: sql<number>`count(*)::int`,
      sharePercent: sql<string>`round(${sum} * 100 / nullif(sum(${sum}) over (), 0), 1)::text`,
      lastOrder: isoInstant(sql`max(${purchaseOrders.orderDate})`),
    })
    .from(purchaseOrders)
    .leftJoin(restaurantContacts, orderContactJoin)
    .leftJoin(supplierCompanies, orderCompanyJoin)
    .where(counted)
    .groupBy(orderSupplierName, kind)
    .orderBy(desc(sum), orderSupplierName)
    .limit(5);
  const [total] = await db
    .select({ total: sql<string>`round(coalesce(${sum}, 0), 2)::text` })
    .from(purchaseOrders)
    .where(counted);
  const productCount = sql<number>`count(${privateProducts.id})::int`;
  const byProducts = await db
    .select({ supplierName: restaurantContacts.name, productCount })
    .from(restaurantContacts)
    .leftJoin(
      privateProducts,
      and(eq(privateProducts.supplierId, restaurantContacts.id), eq(privateProducts.userId, userId)),
    )
    .where(eq(restaurantContacts.userId, userId))
    .groupBy(restaurantContacts.id, restaurantContacts.name)
    .having(sql`${productCount} > 0`)
    .orderBy(desc(productCount), restaurantContacts.name)
    .limit(5);
  return { bySpending, grandTotal: total.total, byProducts };
}
