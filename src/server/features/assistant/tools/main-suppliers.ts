import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { countedOrder, orderJoins, orderSupplierName, rows } from './sql';

export interface MainSuppliers {
  /** Suppliers by what was ordered from them (orders not cancelled), top 5. */
  bySpending: Array<{ supplierName: string; kind: 'marketplace' | 'directo'; total: string; orderCount: number; sharePercent: string; lastOrder: string }>;
  grandTotal: string;
  /** The user's own contacts by how many of their products they supply, top 5. */
  byProducts: Array<{ supplierName: string; productCount: number }>;
}

export async function mainSuppliers(db: Queryable, userId: string): Promise<MainSuppliers> {
  const bySpending = await rows<MainSuppliers['bySpending'][number]>(
    db,
    sql`select ${orderSupplierName} as "supplierName",
          case when po.supplier_company_id is not null then 'marketplace' else 'directo' end as kind,
          round(sum(po.total_amount), 2)::text as total, count(*)::int as "orderCount",
          round(sum(po.total_amount) * 100 / nullif(sum(sum(po.total_amount)) over (), 0), 1)::text as "sharePercent",
          to_char(max(po.order_date) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastOrder"
        from purchase_orders po ${orderJoins}
        where po.user_id = ${userId} and ${countedOrder}
        group by 1, 2 order by sum(po.total_amount) desc, 1 limit 5`,
  );
  const [total] = await rows<{ total: string }>(
    db,
    sql`select round(coalesce(sum(po.total_amount), 0), 2)::text as total from purchase_orders po where po.user_id = ${userId} and ${countedOrder}`,
  );
  const byProducts = await rows<MainSuppliers['byProducts'][number]>(
    db,
    sql`select rc.name as "supplierName", count(p.id)::int as "productCount"
        from restaurant_contacts rc left join private_products p on p.supplier_id = rc.id and p.user_id = ${userId}
        where rc.user_id = ${userId}
        group by rc.id, rc.name having count(p.id) > 0 order by count(p.id) desc, rc.name limit 5`,
  );
  return { bySpending, grandTotal: total.total, byProducts };
}
