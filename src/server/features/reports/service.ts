import { compareDecimals, sumDecimals } from '@common/money';
import {
  REPORT_ROW_LIMIT,
  type CountVarianceReport,
  type FoodCostReport,
  type InventoryValueReport,
  type PriceQuery,
  type PriceReport,
  type ReportQuery,
  type SpendQuery,
  type SpendReport,
  type WasteReport,
  type WeekSummary,
} from '@common/reports';
import type { Actor } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { listRecipeCosts } from '../recipes/recipes-service';
import { branchScope, type BranchScope } from './branch-queries';
import { actualFoodCostOf, theoreticalAverageOf } from './food-cost';
import { rangeOf, reportRange, type ReportInstants } from './period';
import {
  selectCountVariance,
  selectCountVarianceTotal,
  selectPriceChanges,
  selectRepricedProducts,
  selectSales,
  selectStockValue,
  selectTransfersValue,
  selectValueChangesByDay,
  selectWasteByReason,
} from './queries';
import { daysOf, openingAndClosing, pricePoints, valueByDay } from './series';
import { selectSpendBy, selectSpendByPeriod, selectSpendTotal } from './spend-queries';

/** How many products the price history offers to choose from. */
const REPRICED_PRODUCT_LIMIT = 200;

export async function spendReport(
  db: Queryable,
  actor: Actor,
  query: SpendQuery,
  now = new Date(),
): Promise<SpendReport> {
  const range = reportRange(query, now);
  const scope = { ...range, branch: await branchScope(db, actor.userId, query.locationId) };
  const limit = REPORT_ROW_LIMIT;
  const [total, byPeriod, bySupplier, byCategory] = await Promise.all([
    selectSpendTotal(db, actor.userId, scope),
    selectSpendByPeriod(db, actor.userId, { ...scope, interval: query.interval }),
    selectSpendBy(db, actor.userId, { ...scope, by: 'supplier', limit }),
    selectSpendBy(db, actor.userId, { ...scope, by: 'category', limit }),
  ]);
  return { range: rangeOf(range), interval: query.interval, total, byPeriod, bySupplier, byCategory };
}

export async function priceReport(
  db: Queryable,
  actor: Actor,
  query: PriceQuery,
  now = new Date(),
): Promise<PriceReport> {
  const range = reportRange(query, now);
  const products = await selectRepricedProducts(db, actor.userId, { limit: REPRICED_PRODUCT_LIMIT });
  const productId = query.productId ?? products[0]?.id ?? null;
  if (!productId) return { range: rangeOf(range), products, productId: null, points: [] };
  const changes = await selectPriceChanges(db, actor.userId, { ...range, productId });
  // Another owner's product has no current price here: no points, as for a product never seen.
  return { range: rangeOf(range), products, productId, points: pricePoints(changes, range, now) };
}

/** Each recipe with a sale price, costed at current prices (recipe-costs.ts), highest % first. */
async function recipeFoodCosts(db: Queryable, ownerId: string) {
  const rows = await listRecipeCosts(db, ownerId);
  rows.sort((a, b) => compareDecimals(b.foodCostPercent, a.foodCostPercent) || a.name.localeCompare(b.name, 'es'));
  return rows;
}

/**
 * The period's actual food cost (decision 054): the stock's value at its start (rebuilt as the
 * inventory-value report does) + its spend (one definition, spend-queries.ts) − its value at the end,
 * against the sales its preparations made. A branch's (decision 057) also counts what other branches
 * sent it, less what it sent them.
 */
async function actualFoodCost(db: Queryable, ownerId: string, range: ReportInstants, now: Date, branch?: BranchScope) {
  const scope = { ...range, branch };
  const [current, changes, purchases, transfers, sales] = await Promise.all([
    selectStockValue(db, ownerId, { branch }),
    selectValueChangesByDay(db, ownerId, scope),
    selectSpendTotal(db, ownerId, scope),
    branch ? selectTransfersValue(db, ownerId, { ...scope, branch }) : '0.00',
    selectSales(db, ownerId, scope),
  ]);
  return actualFoodCostOf({
    ...openingAndClosing(current, changes, daysOf(range, now)),
    purchases,
    transfers,
    sales: sales.sales,
    preparations: sales.count,
    theoreticalCost: sales.cost,
  });
}

/** Theoretical food cost per recipe (current prices) and the period's actual one. */
export async function foodCostReport(
  db: Queryable,
  actor: Actor,
  query: ReportQuery,
  now = new Date(),
): Promise<FoodCostReport> {
  const range = reportRange(query, now);
  const branch = await branchScope(db, actor.userId, query.locationId);
  const [recipes, actual] = await Promise.all([
    recipeFoodCosts(db, actor.userId),
    actualFoodCost(db, actor.userId, range, now, branch),
  ]);
  return { range: rangeOf(range), actual, theoreticalAverage: theoreticalAverageOf(recipes), recipes };
}

export async function wasteReport(
  db: Queryable,
  actor: Actor,
  query: ReportQuery,
  now = new Date(),
): Promise<WasteReport> {
  const range = reportRange(query, now);
  const branch = await branchScope(db, actor.userId, query.locationId);
  const byReason = await selectWasteByReason(db, actor.userId, { ...range, branch });
  // Each reason's total is already rounded to cents; their sum is exact.
  return { range: rangeOf(range), total: sumDecimals(byReason.map((row) => row.total)), byReason };
}

export async function countVarianceReport(
  db: Queryable,
  actor: Actor,
  query: ReportQuery,
  now = new Date(),
): Promise<CountVarianceReport> {
  const range = reportRange(query, now);
  const scope = { ...range, branch: await branchScope(db, actor.userId, query.locationId) };
  const [total, byProduct] = await Promise.all([
    selectCountVarianceTotal(db, actor.userId, scope),
    selectCountVariance(db, actor.userId, { ...scope, limit: REPORT_ROW_LIMIT }),
  ]);
  return { range: rangeOf(range), total, byProduct };
}

export async function inventoryValueReport(
  db: Queryable,
  actor: Actor,
  query: ReportQuery,
  now = new Date(),
): Promise<InventoryValueReport> {
  const range = reportRange(query, now);
  const branch = await branchScope(db, actor.userId, query.locationId);
  const days = daysOf(range, now);
  if (days.length === 0) return { range: rangeOf(range), points: [] };
  const [current, changes] = await Promise.all([
    selectStockValue(db, actor.userId, { branch }),
    selectValueChangesByDay(db, actor.userId, { from: range.from, branch }),
  ]);
  return { range: rangeOf(range), points: valueByDay(current, changes, days) };
}

/** Inicio's card: this week's spend (the reports' one definition), waste and food cost (actual when it had sales). */
export async function weekSummary(db: Queryable, actor: Actor, now = new Date()): Promise<WeekSummary> {
  const range = reportRange({ period: 'this_week' }, now);
  // The actual food cost's purchases are the week's spend (the same selectSpendTotal over the same range).
  const [waste, actual] = await Promise.all([
    selectWasteByReason(db, actor.userId, range),
    actualFoodCost(db, actor.userId, range, now),
  ]);
  const foodCost =
    actual.percent !== null
      ? { kind: 'actual' as const, percent: actual.percent }
      : { kind: 'theoretical' as const, percent: theoreticalAverageOf(await recipeFoodCosts(db, actor.userId)) };
  return {
    range: rangeOf(range),
    spend: actual.purchases,
    waste: sumDecimals(waste.map((row) => row.total)),
    foodCost,
  };
}
