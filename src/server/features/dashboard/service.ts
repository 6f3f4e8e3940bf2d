import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_MIN_STOCK } from '@common/inventory';
import { LOW_STOCK_LIST_LIMIT, type Dashboard } from '@common/dashboard';
import type { Database } from '../../platform/db/client';
import { priceAlerts, privateProducts, purchaseOrders, restaurantContacts } from '../../platform/db/schema';

/**
 * SPEC §5: below the minimum, where a missing minimum counts as 10 and a missing stock as 0. The
 * default is a literal, not a parameter, so that the planner matches the partial index
 * private_products_low_stock_idx, whose predicate is this expression.
 */
const isLow = sql`coalesce(${privateProducts.stockQuantity}, 0) < coalesce(${privateProducts.minStockQuantity}, ${sql.raw(String(DEFAULT_MIN_STOCK))})`;

/**
 * Every figure is computed by PostgreSQL; no product rows are loaded into JavaScript. The product
 * figures come from one pass over the user's products (a restaurant has thousands).
 */
export async function getDashboard(db: Database, userId: string): Promise<Dashboard> {
  const [[figures], lowStock] = await Promise.all([
    db
      .select({
        productCount: sql<number>`count(*)::int`,
        contactCount: sql<number>`(select count(*)::int from ${restaurantContacts} where ${restaurantContacts.userId} = ${userId})`,
        unreadAlertCount: sql<number>`(select count(*)::int from ${priceAlerts} where ${priceAlerts.userId} = ${userId} and not ${priceAlerts.isRead})`,
        pendingOrderCount: sql<number>`(select count(*)::int from ${purchaseOrders} where ${purchaseOrders.userId} = ${userId} and ${purchaseOrders.status} = 'pendiente')`,
        inventoryValue: sql<string>`round(coalesce(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 0), 2)::text`,
        lowStockCount: sql<number>`(count(*) filter (where ${isLow}))::int`,
      })
      .from(privateProducts)
      .where(eq(privateProducts.userId, userId)),
    db
      .select({
        id: privateProducts.id,
        name: privateProducts.name,
        stockQuantity: privateProducts.stockQuantity,
        minStockQuantity: privateProducts.minStockQuantity,
        unit: privateProducts.unit,
      })
      .from(privateProducts)
      .where(and(eq(privateProducts.userId, userId), isLow))
      .orderBy(sql`${privateProducts.stockQuantity} - ${privateProducts.minStockQuantity}`, asc(privateProducts.name))
      .limit(LOW_STOCK_LIST_LIMIT),
  ]);
  return { ...figures, lowStock };
}
