import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { isLow, minimumOf, rows } from './sql';

export interface LowStockItem {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
  /** Minimum − stock: what brings it back to the minimum. */
  shortfall: string;
  currentPrice: string;
  /** shortfall × current price, 2 decimals. */
  restockCost: string;
  supplierName: string | null;
}

export interface LowStockReport {
  count: number;
  totalRestockCost: string;
  /** The most depleted first (stock ÷ minimum), at most 50. */
  items: LowStockItem[];
}

export async function lowStock(db: Queryable, userId: string): Promise<LowStockReport> {
  const items = await rows<LowStockItem>(
    db,
    sql`select p.name, p.unit, p.stock_quantity::text as "stockQuantity", ${minimumOf}::text as "minStockQuantity",
          (${minimumOf} - coalesce(p.stock_quantity, 0))::text as shortfall, p.current_price::text as "currentPrice",
          round((${minimumOf} - coalesce(p.stock_quantity, 0)) * p.current_price, 2)::text as "restockCost",
          rc.name as "supplierName"
        from private_products p left join restaurant_contacts rc on rc.id = p.supplier_id
        where p.user_id = ${userId} and ${isLow}
        order by coalesce(p.stock_quantity, 0) / nullif(${minimumOf}, 0) nulls first, p.name limit 50`,
  );
  const [totals] = await rows<{ count: number; totalRestockCost: string }>(
    db,
    sql`select count(*)::int as count,
          round(coalesce(sum(round((${minimumOf} - coalesce(p.stock_quantity, 0)) * p.current_price, 2)), 0), 2)::text as "totalRestockCost"
        from private_products p where p.user_id = ${userId} and ${isLow}`,
  );
  return { ...totals, items };
}
