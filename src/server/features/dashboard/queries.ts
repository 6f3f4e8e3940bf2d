import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { lowStockWhere, stockMargin } from '../../platform/db/rules/low-stock';
import { packsOf } from '../../platform/db/rules/product-packs';
import {
  branchStocks,
  inventoryTotals,
  priceAlerts,
  privateProducts,
  purchaseOrders,
  recipes,
  restaurantContacts,
  restaurantLocations,
  stockMovements,
  users,
} from '../../platform/db/schema';

const isLow = lowStockWhere(privateProducts);

/**
 * The owner's home figures. The product figures come from inventory_totals, which the database
 * keeps per owner (decision 040), so no product is read; the other counts are index look-ups.
 */
export async function selectFigures(db: Queryable, ownerId: string) {
  const [figures] = await db
    .select({
      productCount: sql<number>`coalesce(${inventoryTotals.productCount}, 0)`,
      contactCount: sql<number>`(select count(*)::int from ${restaurantContacts} where ${restaurantContacts.userId} = ${ownerId})`,
      unreadAlertCount: sql<number>`(select count(*)::int from ${priceAlerts} where ${priceAlerts.userId} = ${ownerId} and not ${priceAlerts.isRead})`,
      pendingOrderCount: sql<number>`(select count(*)::int from ${purchaseOrders} where ${purchaseOrders.userId} = ${ownerId} and ${purchaseOrders.status} = 'pendiente')`,
      inventoryValue: sql<string>`round(coalesce(${inventoryTotals.stockValue}, 0), 2)::text`,
      lowStockCount: sql<number>`coalesce(${inventoryTotals.lowStockCount}, 0)`,
      hasRecipe: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.userId} = ${ownerId})`,
      hasOrder: sql<boolean>`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.userId} = ${ownerId})`,
      // Matches stock_movements_receipt_user_idx: one probe, not the journal's million rows.
      hasReceipt: sql<boolean>`exists (select 1 from ${stockMovements} where ${stockMovements.userId} = ${ownerId} and ${stockMovements.reason} = 'receipt')`,
    })
    .from(users)
    .leftJoin(inventoryTotals, eq(inventoryTotals.userId, users.id))
    .where(eq(users.id, ownerId));
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
      packs: packsOf(privateProducts.id),
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), isLow))
    .orderBy(stockMargin(privateProducts), asc(privateProducts.name))
    .limit(params.limit);
}

/** Σ stock × price of each of the owner's branches (zero where it holds nothing), main first. */
export function selectBranchValues(db: Queryable, ownerId: string) {
  return db
    .select({
      locationId: restaurantLocations.id,
      locationName: restaurantLocations.locationName,
      value: sql<string>`round(coalesce(sum(${branchStocks.quantity} * ${privateProducts.currentPrice}), 0), 2)::text`,
    })
    .from(restaurantLocations)
    .leftJoin(branchStocks, eq(branchStocks.locationId, restaurantLocations.id))
    .leftJoin(privateProducts, eq(privateProducts.id, branchStocks.productId))
    .where(eq(restaurantLocations.userId, ownerId))
    .groupBy(restaurantLocations.id)
    .orderBy(desc(restaurantLocations.isMainLocation), asc(restaurantLocations.createdAt), asc(restaurantLocations.id));
}
