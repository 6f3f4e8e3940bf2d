import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import type { PeriodRange } from './periods';
import { countedOrder, orderJoins, orderSupplierName, rows } from './sql';

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

/** Spending from purchase_orders in [from, to); cancelled orders are not spending. */
export async function spending(db: Queryable, userId: string, range: PeriodRange): Promise<SpendingReport> {
  const inPeriod = sql`po.user_id = ${userId} and po.order_date >= ${range.from.toISOString()}::timestamptz and po.order_date < ${range.to.toISOString()}::timestamptz`;
  const [totals] = await rows<Pick<SpendingReport, 'total' | 'orderCount' | 'completedTotal' | 'pendingTotal' | 'cancelledCount'>>(
    db,
    sql`select round(coalesce(sum(po.total_amount) filter (where ${countedOrder}), 0), 2)::text as total,
          (count(*) filter (where ${countedOrder}))::int as "orderCount",
          round(coalesce(sum(po.total_amount) filter (where po.status = 'completada'), 0), 2)::text as "completedTotal",
          round(coalesce(sum(po.total_amount) filter (where po.status = 'pendiente'), 0), 2)::text as "pendingTotal",
          (count(*) filter (where po.status = 'cancelada'))::int as "cancelledCount"
        from purchase_orders po where ${inPeriod}`,
  );
  const bySupplier = await rows<SpendingReport['bySupplier'][number]>(
    db,
    sql`select ${orderSupplierName} as "supplierName", round(sum(po.total_amount), 2)::text as total, count(*)::int as "orderCount"
        from purchase_orders po ${orderJoins}
        where ${inPeriod} and ${countedOrder}
        group by 1 order by sum(po.total_amount) desc, 1 limit 10`,
  );
  return { label: range.label, from: range.from.toISOString(), to: range.to.toISOString(), ...totals, bySupplier };
}
