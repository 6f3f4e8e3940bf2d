import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { lowStockWhere, stockMargin } from '../../platform/db/rules/low-stock';
import {
  priceAlerts,
  privateProducts,
  purchaseOrders,
  recipes,
  restaurantContacts,
  stockMovements,
} from '../../platform/db/schema';

const isLow = lowStockWhere(privateProducts);

/** The owner's home figures in one pass over their products (a restaurant has thousands), computed by PostgreSQL. */
export async function selectFigures(db: Queryable, ownerId: string) {
  const [figures] = await db
    .select({
      productCount: sql<number>`count(*)::int`,
      contactCount: sql<number>`(select count(*)::int from ${restaurantContacts} where ${restaurantContacts.userId} = ${ownerId})`,
      unreadAlertCount: sql<number>`(select count(*)::int from ${priceAlerts} where ${priceAlerts.userId} = ${ownerId} and not ${priceAlerts.isRead})`,
      pendingOrderCount: sql<number>`(select count(*)::int from ${purchaseOrders} where ${purchaseOrders.userId} = ${ownerId} and ${purchaseOrders.status} = 'pendiente')`,
      inventoryValue: sql<string>`round(coalesce(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 0), 2)::text`,
      lowStockCount: sql<number>`(count(*) filter (where ${isLow}))::int`,
      hasRecipe: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.userId} = ${ownerId})`,
      hasOrder: sql<boolean>`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.userId} = ${ownerId})`,
      hasReceipt: sql<boolean>`exists (select 1 from ${stockMovements} where ${stockMovements.userId} = ${ownerId} and ${stockMovements.reason} = 'receipt')`,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, ownerId));
  return figures;
}

/** The owner's products below their minimum, shortest margin first. */
export function selectLowStock(db: Queryable, ownerId: string, params: { limit: number }) {
  return db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      unit: privateProducts.unit,
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), isLow))
    .orderBy(stockMargin(privateProducts), asc(privateProducts.name))
    .limit(params.limit);
}
