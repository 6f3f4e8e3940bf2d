import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { lowStockWhere } from '../../../platform/db/rules/low-stock';
import { privateProducts, restaurantContacts } from '../../../platform/db/schema';

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

const shortfall = sql`(${privateProducts.minStockQuantity} - ${privateProducts.stockQuantity})`;
const restockCost = sql`round(${shortfall} * ${privateProducts.currentPrice}, 2)`;

export async function lowStock(db: Queryable, userId: string): Promise<LowStockReport> {
  const low = and(eq(privateProducts.userId, userId), lowStockWhere(privateProducts));
  const items = await db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      shortfall: sql<string>`${shortfall}::text`,
      currentPrice: privateProducts.currentPrice,
      restockCost: sql<string>`${restockCost}::text`,
      supplierName: restaurantContacts.name,
    })
    .from(privateProducts)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(low)
    .orderBy(
      sql`${privateProducts.stockQuantity} / nullif(${privateProducts.minStockQuantity}, 0) nulls first`,
      privateProducts.name,
    )
    .limit(50);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalRestockCost: sql<string>`round(coalesce(sum(${restockCost}), 0), 2)::text`,
    })
    .from(privateProducts)
    .where(low);
  return { ...totals, items };
}
