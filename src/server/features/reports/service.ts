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
import { listRecipes } from '../recipes/recipes-service';
import { rangeOf, reportRange } from './period';
import {
  selectCountVariance,
  selectCountVarianceTotal,
  selectPriceChanges,
  selectRepricedProducts,
  selectStockValue,
  selectValueChangesByDay,
  selectWasteByReason,
} from './queries';
import { daysOf, pricePoints, valueByDay } from './series';
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
  const limit = REPORT_ROW_LIMIT;
  const [total, byPeriod, bySupplier, byCategory] = await Promise.all([
    selectSpendTotal(db, actor.userId, range),
    selectSpendByPeriod(db, actor.userId, { ...range, interval: query.interval }),
    selectSpendBy(db, actor.userId, { ...range, by: 'supplier', limit }),
    selectSpendBy(db, actor.userId, { ...range, by: 'category', limit }),
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

/** Theoretical food cost: each recipe with a sale price, costed at current prices (recipe-costs.ts), highest % first. */
export async function foodCostReport(db: Queryable, actor: Actor): Promise<FoodCostReport> {
  const recipes = await listRecipes(db, actor.userId);
  const rows = recipes.flatMap((recipe) =>
    recipe.salePrice !== null && recipe.foodCostPercent !== null && recipe.margin !== null
      ? [
          {
            id: recipe.id,
            name: recipe.name,
            salePrice: recipe.salePrice,
            costPerUnit: recipe.costPerUnit,
            foodCostPercent: recipe.foodCostPercent,
            margin: recipe.margin,
            incomplete:
              recipe.missingIngredients.length + recipe.ingredients.filter((line) => line.unitProblem !== null).length,
          },
        ]
      : [],
  );
  rows.sort((a, b) => compareDecimals(b.foodCostPercent, a.foodCostPercent) || a.name.localeCompare(b.name, 'es'));
  return { recipes: rows };
}

export async function wasteReport(
  db: Queryable,
  actor: Actor,
  query: ReportQuery,
  now = new Date(),
): Promise<WasteReport> {
  const range = reportRange(query, now);
  const byReason = await selectWasteByReason(db, actor.userId, range);
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
  const [total, byProduct] = await Promise.all([
    selectCountVarianceTotal(db, actor.userId, range),
    selectCountVariance(db, actor.userId, { ...range, limit: REPORT_ROW_LIMIT }),
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
  const days = daysOf(range, now);
  if (days.length === 0) return { range: rangeOf(range), points: [] };
  const [current, changes] = await Promise.all([
    selectStockValue(db, actor.userId),
    selectValueChangesByDay(db, actor.userId, { from: range.from }),
  ]);
  return { range: rangeOf(range), points: valueByDay(current, changes, days) };
}

/** Inicio's card: this week's spend (the reports' one definition) and waste. */
export async function weekSummary(db: Queryable, actor: Actor, now = new Date()): Promise<WeekSummary> {
  const range = reportRange({ period: 'this_week' }, now);
  const [spend, waste] = await Promise.all([
    selectSpendTotal(db, actor.userId, range),
    selectWasteByReason(db, actor.userId, range),
  ]);
  return { range: rangeOf(range), spend, waste: sumDecimals(waste.map((row) => row.total)) };
}
