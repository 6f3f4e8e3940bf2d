import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { listableOffer } from './market-offers';
import { countedOrder, normalized, orderJoins, orderSupplierName, rows, unitKey } from './sql';

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
  const [order] = await rows<Omit<LastOrderAnalysis, 'items'> & { id: string }>(
    db,
    sql`with latest as (
          select po.*, ${orderSupplierName} as supplier_name from purchase_orders po ${orderJoins}
          where po.user_id = ${userId} order by po.order_date desc, po.id desc limit 1
        ), others as (
          select avg(po.total_amount) as average from purchase_orders po
          where po.user_id = ${userId} and ${countedOrder} and po.id <> (select id from latest)
        )
        select l.id, l.order_number as "orderNumber", to_char(l.order_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "orderDate",
          l.status::text as status, l.supplier_name as "supplierName", l.total_amount::text as "totalAmount",
          (select count(*)::int from order_items oi where oi.order_id = l.id) as "itemCount",
          round(o.average, 2)::text as "averageTotal",
          case when o.average > 0 then round((l.total_amount - o.average) * 100 / o.average, 1)::text end as "versusAveragePercent"
        from latest l cross join others o`,
  );
  if (!order) return null;
  const items = await rows<LastOrderItem>(
    db,
    sql`select oi.product_name as "productName", oi.unit, oi.quantity::text as quantity, oi.unit_price::text as "unitPrice",
          oi.total_price::text as "totalPrice", prev.unit_price::text as "previousPrice",
          case when prev.unit_price > 0 then round((oi.unit_price - prev.unit_price) * 100 / prev.unit_price, 1)::text end as "changePercent",
          market.price::text as "marketPrice", market.company_name as "marketCompany"
        from order_items oi
        join purchase_orders po on po.id = oi.order_id
        left join lateral (
          select oi2.unit_price from order_items oi2 join purchase_orders po2 on po2.id = oi2.order_id
          where po2.user_id = ${userId} and po2.id <> po.id and (po2.order_date, po2.id) < (po.order_date, po.id)
            and ((oi.product_id is not null and oi2.product_id = oi.product_id) or ${normalized(sql`oi2.product_name`)} = ${normalized(sql`oi.product_name`)})
          order by po2.order_date desc, po2.id desc limit 1
        ) prev on true
        left join lateral (
          select mp.price, supplier_companies.company_name
          from marketplace_products mp join supplier_companies on supplier_companies.id = mp.supplier_company_id
          where ${listableOffer} and ${normalized(sql`mp.name`)} = ${normalized(sql`oi.product_name`)}
            and ${unitKey(sql`mp.unit::text`)} = ${unitKey(sql`coalesce(oi.unit, mp.unit::text)`)} and mp.price < oi.unit_price
          order by mp.price, mp.id limit 1
        ) market on true
        where oi.order_id = ${order.id} and po.user_id = ${userId}
        order by oi.position, oi.product_name`,
  );
  const { id: _id, ...summary } = order;
  return { ...summary, items };
}
