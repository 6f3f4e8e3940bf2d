import { and, asc, eq, sql } from 'drizzle-orm';
import { LOW_STOCK_LIST_LIMIT, type Dashboard } from '@common/dashboard';
import type { Database } from '../../platform/db/client';
import { lowStockWhere, stockMargin } from '../../platform/db/rules/low-stock';
import { priceAlerts, privateProducts, purchaseOrders, recipes, restaurantContacts, stockMovements } from '../../platform/db/schema';

const isLow = lowStockWhere(privateProducts);

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
        hasRecipe: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.userId} = ${userId})`,
        hasOrder: sql<boolean>`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.userId} = ${userId})`,
        hasReceipt: sql<boolean>`exists (select 1 from ${stockMovements} where ${stockMovements.userId} = ${userId} and ${stockMovements.reason} = 'receipt')`,
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
      .orderBy(stockMargin(privateProducts), asc(privateProducts.name))
      .limit(LOW_STOCK_LIST_LIMIT),
  ]);
  const { hasRecipe, hasOrder, hasReceipt, ...counts } = figures;
  return {
    ...counts,
    lowStock,
    firstSteps: { contact: counts.contactCount > 0, product: counts.productCount > 0, recipe: hasRecipe, order: hasOrder, receipt: hasReceipt },
  };
}
