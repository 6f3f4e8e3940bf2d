import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { isLow, rows } from './sql';

export interface InventoryReport {
  productCount: number;
  /** Σ stock × current price, 2 decimals. */
  totalValue: string;
  lowStockCount: number;
  outOfStockCount: number;
  categories: Array<{ category: string; productCount: number; value: string }>;
  /** The ten products holding the most money. */
  topProducts: Array<{ name: string; unit: string; stockQuantity: string; currentPrice: string; value: string }>;
}

export async function inventoryReport(db: Queryable, userId: string): Promise<InventoryReport> {
  const [totals] = await rows<Omit<InventoryReport, 'categories' | 'topProducts'>>(
    db,
    sql`select count(*)::int as "productCount",
          round(coalesce(sum(p.stock_quantity * p.current_price), 0), 2)::text as "totalValue",
          (count(*) filter (where ${isLow}))::int as "lowStockCount",
          (count(*) filter (where p.stock_quantity <= 0))::int as "outOfStockCount"
        from private_products p where p.user_id = ${userId}`,
  );
  const categories = await rows<InventoryReport['categories'][number]>(
    db,
    sql`select coalesce(nullif(trim(p.category), ''), 'Sin categoría') as category, count(*)::int as "productCount",
          round(sum(p.stock_quantity * p.current_price), 2)::text as value
        from private_products p where p.user_id = ${userId}
        group by 1 order by sum(p.stock_quantity * p.current_price) desc, 1`,
  );
  const topProducts = await rows<InventoryReport['topProducts'][number]>(
    db,
    sql`select p.name, p.unit, p.stock_quantity::text as "stockQuantity", p.current_price::text as "currentPrice",
          round(p.stock_quantity * p.current_price, 2)::text as value
        from private_products p where p.user_id = ${userId}
        order by p.stock_quantity * p.current_price desc, p.name limit 10`,
  );
  return { ...totals, categories, topProducts };
}
