import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { privateProducts, restaurantContacts, stockMovements } from '../../../platform/db/schema';
import { asText, USE_WINDOW_DAYS } from './sql';

export interface ShoppingItem {
  name: string;
  unit: string;
  stockQuantity: string;
  minStockQuantity: string;
  /** Average use per week over the last 4 weeks (stock taken out, from stock_movements). */
  weeklyUse: string;
  /** Minimum + a week of use − stock: what to buy so the week ends at the minimum. */
  suggestedQuantity: string;
  currentPrice: string;
  estimatedCost: string;
  supplierName: string | null;
}

export interface ShoppingList {
  items: ShoppingItem[];
  totalEstimatedCost: string;
}

/** Each product with its weekly use and what to buy so that a week of that use ends at the minimum. */
function needs(db: Queryable, userId: string) {
  const use = db.$with('use').as(
    db
      .select({ productId: stockMovements.productId, used: sql<string>`sum(-${stockMovements.delta})`.as('used') })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.userId, userId),
          lt(stockMovements.delta, '0'),
          sql`${stockMovements.createdAt} >= now() - make_interval(days => ${USE_WINDOW_DAYS})`,
        ),
      )
      .groupBy(stockMovements.productId),
  );
  const weeklyUse = sql`round(coalesce(${use.used}, 0) * 7 / ${USE_WINDOW_DAYS}, 3)`;
  return db
    .with(use)
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      currentPrice: privateProducts.currentPrice,
      supplierName: sql<string | null>`${restaurantContacts.name}`.as('supplier_name'),
      weeklyUse: sql<string>`${weeklyUse}`.as('weekly_use'),
      suggested: sql<string>`${privateProducts.minStockQuantity} + ${weeklyUse} - ${privateProducts.stockQuantity}`.as(
        'suggested',
      ),
    })
    .from(privateProducts)
    .leftJoin(use, eq(use.productId, privateProducts.id))
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
    .where(eq(privateProducts.userId, userId))
    .as('needs');
}

/** What to buy this week: products under their minimum, or that a week of their recorded use would take under it. */
export async function shoppingList(db: Queryable, userId: string): Promise<ShoppingList> {
  const list = needs(db, userId);
  const toBuy = sql`${list.suggested} > 0`;
  const cost = sql`round(${list.suggested} * ${list.currentPrice}, 2)`;
  const items = await db
    .select({
      name: list.name,
      unit: list.unit,
      stockQuantity: list.stockQuantity,
      minStockQuantity: list.minStockQuantity,
      weeklyUse: asText(list.weeklyUse),
      suggestedQuantity: asText(list.suggested),
      currentPrice: list.currentPrice,
      estimatedCost: asText(cost),
      supplierName: list.supplierName,
    })
    .from(list)
    .where(toBuy)
    .orderBy(desc(sql`${list.suggested} * ${list.currentPrice}`), list.name)
    .limit(50);
  const [total] = await db
    .select({ total: sql<string>`round(coalesce(sum(${cost}), 0), 2)::text` })
    .from(list)
    .where(toBuy);
  return { items, totalEstimatedCost: total.total };
}
