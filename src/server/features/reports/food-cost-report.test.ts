import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparations, privateProducts, recipeOutputs, recipes, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsWorld } from './test/reports-world';

/** The food-cost report: theoretical per recipe, and the period's actual one against direct SQL (decision 054). */
const { owner, stranger, get, db, receivedSpend } = useReportsWorld(useRestaurantApp());

describe('GET /api/reports/food-cost', () => {
  it('lists recipes with a sale price with the food cost of recipe-costs.ts and their plain average', async () => {
    const report = await get('/api/reports/food-cost');
    expect(report.recipes).toEqual([
      expect.objectContaining({
        name: 'Quesadillas',
        salePrice: '25.00',
        costPerUnit: '9.55',
        foodCostPercent: '38.2',
        margin: '15.45',
        incomplete: 0,
      }),
      expect.objectContaining({ name: 'Salsa verde', costPerUnit: '10.00', foodCostPercent: '25.0' }),
    ]);
    // (9.55 ÷ 25 + 10 ÷ 40) ÷ 2 = 31.6 %.
    expect(report.theoreticalAverage).toBe('31.6');
    const other = await get('/api/reports/food-cost', stranger);
    expect(other).toMatchObject({ recipes: [], theoreticalAverage: null });
  });

  it('gives the period’s actual food cost: opening + purchases − closing over sales, as SQL computes it', async () => {
    const report = await get('/api/reports/food-cost?period=this_week');
    const from = sql`${report.range.from}::timestamptz`;
    const later = sql`coalesce((select sum(${stockMovements.delta}) from ${stockMovements}
      where ${stockMovements.productId} = ${privateProducts.id} and ${stockMovements.createdAt} >= ${from}), 0)`;
    // Straight from the journal (not the per-day table): the stock at the week's start and now, at current prices.
    const [stock] = await db()
      .select({
        opening: sql<string>`round(coalesce(sum((${privateProducts.stockQuantity} - ${later}) * ${privateProducts.currentPrice}), 0), 2)::text`,
        closing: sql<string>`round(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 2)::text`,
      })
      .from(privateProducts)
      .where(eq(privateProducts.userId, owner.id));
    const [sold] = await db()
      .select({
        sales: sql<string>`round(sum(${preparations.quantityPrepared} * ${recipes.finalYield} * ${recipes.salePrice}), 2)::text`,
        cost: sql<string>`sum(${preparations.totalCost})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(preparations)
      .innerJoin(recipes, eq(recipes.id, preparations.recipeId))
      .leftJoin(recipeOutputs, eq(recipeOutputs.recipeId, recipes.id))
      .where(and(eq(preparations.userId, owner.id), gt(recipes.salePrice, '0'), isNull(recipeOutputs.recipeId)));
    const purchases = await receivedSpend();
    const consumption = sql`(${stock.opening}::numeric + ${purchases}::numeric - ${stock.closing}::numeric)`;
    const [expected] = await db()
      .select({
        consumption: sql<string>`${consumption}::text`,
        percent: sql<string>`round(${consumption} / ${sold.sales}::numeric * 100, 1)::text`,
        theoretical: sql<string>`round(${sold.cost}::numeric / ${sold.sales}::numeric * 100, 1)::text`,
      })
      .from(sql`(select 1) as one`);

    // Every product was created this week, so the week opened with nothing.
    expect(stock.opening).toBe('0.00');
    expect(sold).toEqual({ sales: '500.00', cost: '191.00', count: 1 });
    expect(report.actual).toEqual({
      opening: stock.opening,
      purchases,
      transfers: '0.00',
      closing: stock.closing,
      consumption: expected.consumption,
      sales: '500.00',
      preparations: 1,
      theoreticalCost: '191.00',
      percent: expected.percent,
      theoreticalPercent: '38.2',
    });
    expect(purchases).toBe('1430.00');
  });

  it('says there were no sales rather than dividing by zero', async () => {
    const past = await get('/api/reports/food-cost?period=custom&from=2020-01-01&to=2020-01-31');
    expect(past.actual).toMatchObject({ sales: '0.00', preparations: 0, percent: null, theoreticalPercent: null });
    expect(past.actual.opening).toBe(past.actual.closing);
    const other = await get('/api/reports/food-cost?period=this_week', stranger);
    expect(other.actual).toEqual({
      opening: '0.00',
      purchases: '0.00',
      transfers: '0.00',
      closing: '0.00',
      consumption: '0.00',
      sales: '0.00',
      preparations: 0,
      theoreticalCost: '0.00',
      percent: null,
      theoreticalPercent: null,
    });
  });
});
