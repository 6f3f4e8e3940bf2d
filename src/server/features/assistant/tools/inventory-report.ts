import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { lowStockWhere } from '../../../platform/db/rules/low-stock';
import { privateProducts } from '../../../platform/db/schema';

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

const value = sql`${privateProducts.stockQuantity} * ${privateProducts.currentPrice}`;
const category = sql<string>`coalesce(nullif(trim(${privateProducts.category}), ''), 'Sin categoría')`;

export async function inventoryReport(db: Queryable, userId: string): Promise<InventoryReport> {
  const mine = eq(privateProducts.userId, userId);
  const [totals] = await db
    .select({
      productCount: sql<number>`count(*)::int`,
      totalValue: sql<string>`round(coalesce(sum(${value}), 0), 2)::text`,
      lowStockCount: sql<number>`(count(*) filter (where ${lowStockWhere(privateProducts)}))::int`,
      outOfStockCount: sql<number>`(count(*) filter (where ${lte(privateProducts.stockQuantity, '0')}))::int`,
    })
    .from(privateProducts)
    .where(mine);
  const categories = await db
    .select({ category, productCount: sql<number>`count(*)::int`, value: sql<string>`round(sum(${value}), 2)::text` })
    .from(privateProducts)
    .where(mine)
    .groupBy(category)
    .orderBy(sql`sum(${value}) desc`, category);
  const topProducts = await db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: privateProducts.stockQuantity,
      currentPrice: privateProducts.currentPrice,
      value: sql<string>`round(${value}, 2)::text`,
    })
    .from(privateProducts)
    .where(mine)
    .orderBy(desc(value), privateProducts.name)
    .limit(10);
  return { ...totals, categories, topProducts };
}
