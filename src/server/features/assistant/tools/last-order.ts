import { and, desc, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { unitKeySql } from '../../../platform/db/rules/units';
import {
  marketplaceProducts,
  orderItems,
  purchaseOrders,
  restaurantContacts,
  supplierCompanies,
} from '../../../platform/db/schema';
import {
  countedOrder,
  isoInstant,
  listableOffer,
  normalized,
  orderCompanyJoin,
  orderContactJoin,
  orderSupplierName,
} from './sql';

export interface LastOrderItem {
  productName: string;
  unit: string | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  /** Unit price paid for the same product in the order before this one. */
  previousPrice: string | null;
  changePercent: string | null;
  /** The cheapest marketplace offer for the same product name and unit, when it is cheaper. */
  marketPrice: string | null;
  marketCompany: string | null;
}

export interface LastOrderAnalysis {
  orderNumber: string;
  orderDate: string;
  status: string;
  supplierName: string;
  totalAmount: string;
  itemCount: number;
  /** Average total of the user's other orders (not cancelled); null when there are none. */
  averageTotal: string | null;
  /** (total − average) ÷ average × 100, 1 decimal. */
  versusAveragePercent: string | null;
  items: LastOrderItem[];
}

/** The newest purchase order with each line against the previous price paid and the marketplace. */
export async function lastOrder(db: Queryable, userId: string): Promise<LastOrderAnalysis | null> {
  const [order] = await db
    .select({
      id: purchaseOrders.id,
      orderNumber: purchaseOrders.orderNumber,
      orderDate: isoInstant(purchaseOrders.orderDate),
      status: purchaseOrders.status,
      supplierName: orderSupplierName,
      totalAmount: purchaseOrders.totalAmount,
    })
    .from(purchaseOrders)
    .leftJoin(restaurantContacts, orderContactJoin)
    .leftJoin(supplierCompanies, orderCompanyJoin)
    .where(eq(purchaseOrders.userId, userId))
    .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id))
    .limit(1);
  if (!order) return null;
  const average = sql`avg(${purchaseOrders.totalAmount})`;
  const [figures] = await db
    .select({
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${order.id})`,
      averageTotal: sql<string | null>`round(${average}, 2)::text`,
      versusAveragePercent: sql<
        string | null
      >`case when ${average} > 0 then round((${order.totalAmount}::numeric - ${average}) * 100 / ${average}, 1)::text end`,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.userId, userId), countedOrder, ne(purchaseOrders.id, order.id)));
  const { id, ...summary } = order;
  return { ...summary, ...figures, items: await orderLines(db, userId, id) };
}

/** Each line of the order against the same product's previous price and the marketplace's cheapest offer. */
async function orderLines(db: Queryable, userId: string, orderId: string): Promise<LastOrderItem[]> {
  const earlierItem = alias(orderItems, 'earlier_item');
  const earlierOrder = alias(purchaseOrders, 'earlier_order');
  const previous = db
    .select({ unitPrice: earlierItem.unitPrice })
    .from(earlierItem)
    .innerJoin(earlierOrder, eq(earlierOrder.id, earlierItem.orderId))
    .where(
      and(
        eq(earlierOrder.userId, userId),
        ne(earlierOrder.id, purchaseOrders.id),
        sql`(${earlierOrder.orderDate}, ${earlierOrder.id}) < (${purchaseOrders.orderDate}, ${purchaseOrders.id})`,
        or(
          and(isNotNull(orderItems.productId), eq(earlierItem.productId, orderItems.productId)),
          sql`${normalized(earlierItem.productName)} = ${normalized(orderItems.productName)}`,
        ),
      ),
    )
    .orderBy(desc(earlierOrder.orderDate), desc(earlierOrder.id))
    .limit(1)
    .as('previous');
  const market = db
    .select({ price: marketplaceProducts.price, companyName: supplierCompanies.companyName })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(
      and(
        listableOffer,
        sql`${normalized(marketplaceProducts.name)} = ${normalized(orderItems.productName)}`,
        sql`${unitKeySql(sql`${marketplaceProducts.unit}::text`)} = ${unitKeySql(sql`coalesce(${orderItems.unit}, ${marketplaceProducts.unit}::text)`)}`,
        lt(marketplaceProducts.price, orderItems.unitPrice),
      ),
    )
    .orderBy(marketplaceProducts.price, marketplaceProducts.id)
    .limit(1)
    .as('market');
  return db
    .select({
      productName: orderItems.productName,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      previousPrice: previous.unitPrice,
      changePercent: sql<
        string | null
      >`case when ${previous.unitPrice} > 0 then round((${orderItems.unitPrice} - ${previous.unitPrice}) * 100 / ${previous.unitPrice}, 1)::text end`,
      marketPrice: market.price,
      marketCompany: market.companyName,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .leftJoinLateral(previous, sql`true`)
    .leftJoinLateral(market, sql`true`)
    .where(and(eq(orderItems.orderId, orderId), eq(purchaseOrders.userId, userId)))
    .orderBy(orderItems.position, orderItems.productName);
}
