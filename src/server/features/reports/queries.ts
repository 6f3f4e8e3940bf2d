import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { TIME_ZONE } from '@common/calendar';
import type { Queryable } from '../../platform/db/client';
import {
  branchStocks,
  inventoryTotals,
  preparations,
  priceAlerts,
  privateProducts,
  recipeOutputs,
  recipes,
  stockDailyChanges,
  stockMovements,
  wasteEntries,
} from '../../platform/db/schema';
import { inBranch, type BranchScope } from './branch-queries';

/* The reports' SQL other than spend (spend-queries.ts), by owner (decision 033); money summed in SQL numeric. */

interface Range {
  from: Date;
  to: Date;
  /** Narrowed to one branch (decision 057); absent: the whole restaurant. */
  branch?: BranchScope;
}
const ZONE = sql.raw(`'${TIME_ZONE}'`);
/** The calendar day in Mexico City that an instant falls on. */
const dayOf = (instant: Date) => sql`(${instant.toISOString()}::timestamptz at time zone ${ZONE})::date`;
const rounded = (expression: ReturnType<typeof sql>) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;

/** The period's waste by reason (decision 045's entries keep their value at the cost of that moment). */
export function selectWasteByReason(db: Queryable, ownerId: string, params: Range) {
  const sum = sql`sum(${wasteEntries.value})`;
  return db
    .select({ reason: wasteEntries.reason, total: rounded(sum), count: sql<number>`count(*)::int` })
    .from(wasteEntries)
    .where(
      and(
        eq(wasteEntries.userId, ownerId),
        gte(wasteEntries.createdAt, params.from),
        lt(wasteEntries.createdAt, params.to),
        inBranch(wasteEntries.locationId, params.branch),
      ),
    )
    .groupBy(wasteEntries.reason)
    .orderBy(desc(sum), wasteEntries.reason);
}

const countMovements = (ownerId: string, params: Range) =>
  and(
    eq(stockMovements.userId, ownerId),
    eq(stockMovements.reason, 'count'),
    gte(stockMovements.createdAt, params.from),
    lt(stockMovements.createdAt, params.to),
    inBranch(stockMovements.locationId, params.branch),
  );
const countValue = sql`sum(${stockMovements.delta}) * ${privateProducts.currentPrice}`;

/** Each product's net count difference in the period and its value at the product's current price. */
export function selectCountVariance(db: Queryable, ownerId: string, params: Range & { limit: number }) {
  return db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      quantity: sql<string>`sum(${stockMovements.delta})::text`,
      total: rounded(countValue),
    })
    .from(stockMovements)
    .innerJoin(privateProducts, eq(privateProducts.id, stockMovements.productId))
    .where(countMovements(ownerId, params))
    .groupBy(privateProducts.id)
    .orderBy(sql`abs(${countValue}) desc`, asc(privateProducts.name))
    .limit(params.limit);
}

/** The net value of every count difference in the period, summed exactly and rounded once. */
export async function selectCountVarianceTotal(db: Queryable, ownerId: string, params: Range) {
  const [row] = await db
    .select({ total: rounded(sql`sum(${stockMovements.delta} * ${privateProducts.currentPrice})`) })
    .from(stockMovements)
    .innerJoin(privateProducts, eq(privateProducts.id, stockMovements.productId))
    .where(countMovements(ownerId, params));
  return row.total;
}

/**
 * The owner's stock value now, unrounded: the row the dashboard reads (decision 040), or a branch's
 * Σ stock × price, the share Inicio lists under it (decision 056).
 */
export async function selectStockValue(db: Queryable, ownerId: string, params: { branch?: BranchScope } = {}) {
  if (params.branch) {
    const [held] = await db
      .select({
        value: sql<string>`coalesce(sum(${branchStocks.quantity} * ${privateProducts.currentPrice}), 0)::text`,
      })
      .from(branchStocks)
      .innerJoin(privateProducts, eq(privateProducts.id, branchStocks.productId))
      .where(and(eq(branchStocks.userId, ownerId), eq(branchStocks.locationId, params.branch.id)));
    return held.value;
  }
  const [row] = await db
    .select({ value: sql<string>`${inventoryTotals.stockValue}::text` })
    .from(inventoryTotals)
    .where(eq(inventoryTotals.userId, ownerId));
  return row?.value ?? '0';
}

/**
 * What the journal changed in the stock's value (at current prices) each calendar day since `from`
 * (a midnight in Mexico City), from the per-day totals the database keeps (migration 0023).
 */
export function selectValueChangesByDay(db: Queryable, ownerId: string, params: { from: Date; branch?: BranchScope }) {
  return db
    .select({
      day: sql<string>`${stockDailyChanges.day}::text`,
      change: sql<string>`sum(${stockDailyChanges.delta} * ${privateProducts.currentPrice})::text`,
    })
    .from(stockDailyChanges)
    .innerJoin(privateProducts, eq(privateProducts.id, stockDailyChanges.productId))
    .where(
      and(
        eq(stockDailyChanges.userId, ownerId),
        gte(stockDailyChanges.day, dayOf(params.from)),
        inBranch(stockDailyChanges.locationId, params.branch),
      ),
    )
    .groupBy(stockDailyChanges.day)
    .orderBy(stockDailyChanges.day);
}

/** Products whose price changed at some time, most recently changed first. */
export function selectRepricedProducts(db: Queryable, ownerId: string, params: { limit: number }) {
  return db
    .select({ id: privateProducts.id, name: privateProducts.name, unit: privateProducts.unit })
    .from(priceAlerts)
    .innerJoin(privateProducts, eq(privateProducts.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, ownerId))
    .groupBy(privateProducts.id)
    .orderBy(sql`max(${priceAlerts.alertDate}) desc`, asc(privateProducts.name))
    .limit(params.limit);
}

/** One product's price changes before `to`, oldest first; the last one before `from` says where the period starts. */
export async function selectPriceChanges(db: Queryable, ownerId: string, params: Range & { productId: string }) {
  const own = and(eq(priceAlerts.userId, ownerId), eq(priceAlerts.productId, params.productId));
  const change = { at: priceAlerts.alertDate, oldPrice: priceAlerts.oldPrice, newPrice: priceAlerts.newPrice };
  const [before, during, product] = await Promise.all([
    db
      .select(change)
      .from(priceAlerts)
      .where(and(own, lt(priceAlerts.alertDate, params.from)))
      .orderBy(desc(priceAlerts.alertDate))
      .limit(1),
    db
      .select(change)
      .from(priceAlerts)
      .where(and(own, gte(priceAlerts.alertDate, params.from), lt(priceAlerts.alertDate, params.to)))
      .orderBy(asc(priceAlerts.alertDate), asc(priceAlerts.id)),
    db
      .select({ currentPrice: privateProducts.currentPrice })
      .from(privateProducts)
      .where(and(eq(privateProducts.id, params.productId), eq(privateProducts.userId, ownerId))),
  ]);
  return { before: before[0] ?? null, during, currentPrice: product[0]?.currentPrice ?? null };
}

/**
 * The period's sales as the kitchen records them (decision 054): each preparation of a recipe with a
 * sale price is batches × the recipe's yield × its sale price (per yield unit), at the recipe's current
 * yield and price. Batch recipes (decision 050) are left out: what they make goes to stock, not to a
 * table. Also the stored cost of those preparations (their theoretical cost when cooked).
 */
export async function selectSales(db: Queryable, ownerId: string, params: Range) {
  // Summed per recipe first, then priced: a month's thousands of preparations join 1 row per recipe.
  const byRecipe = db
    .select({
      recipeId: sql<string>`${preparations.recipeId}`.as('sold_recipe_id'),
      batches: sql<string>`sum(${preparations.quantityPrepared})`.as('batches'),
      cost: sql<string>`sum(${preparations.totalCost})`.as('cost'),
      count: sql<number>`count(*)`.as('count'),
    })
    .from(preparations)
    .where(
      and(
        eq(preparations.userId, ownerId),
        gte(preparations.preparationDate, params.from),
        lt(preparations.preparationDate, params.to),
        inBranch(preparations.locationId, params.branch),
      ),
    )
    .groupBy(preparations.recipeId)
    .as('sold');
  const [row] = await db
    .select({
      sales: rounded(sql`sum(${byRecipe.batches} * ${recipes.finalYield} * ${recipes.salePrice})`),
      cost: rounded(sql`sum(${byRecipe.cost})`),
      count: sql<number>`coalesce(sum(${byRecipe.count}), 0)::int`,
    })
    .from(byRecipe)
    .innerJoin(recipes, and(eq(recipes.id, byRecipe.recipeId), eq(recipes.userId, ownerId)))
    .leftJoin(recipeOutputs, eq(recipeOutputs.recipeId, recipes.id))
    .where(and(isNotNull(recipes.salePrice), gt(recipes.salePrice, '0'), isNull(recipeOutputs.recipeId)));
  return row;
}

/**
 * What a branch received from other branches minus what it sent them in the period (whole days in
 * Mexico City), at current prices (decision 057), from the per-day totals the database keeps.
 */
export async function selectTransfersValue(db: Queryable, ownerId: string, params: Range & { branch: BranchScope }) {
  const [row] = await db
    .select({ total: rounded(sql`sum(${stockDailyChanges.transferred} * ${privateProducts.currentPrice})`) })
    .from(stockDailyChanges)
    .innerJoin(privateProducts, eq(privateProducts.id, stockDailyChanges.productId))
    .where(
      and(
        eq(stockDailyChanges.userId, ownerId),
        gte(stockDailyChanges.day, dayOf(params.from)),
        lt(stockDailyChanges.day, dayOf(params.to)),
        inBranch(stockDailyChanges.locationId, params.branch),
      ),
    );
  return row.total;
}
