import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sumDecimals } from '@common/money';
import { preparations, recipeOutputs, recipes } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** /reportes actual food cost narrowed to a branch, against direct SQL (decision 057). */
const { owner, db, branches, get, at, money, sqlBranchValue, sqlJournal } = useReportsByBranchWorld(useRestaurantApp());

describe('reports by branch', () => {
  it('gives each branch its actual food cost: its stock, purchases, transfers and the sales of its preparations', async () => {
    const all = (await get('/api/reports/food-cost?period=this_week')).actual;
    const figures: Array<Record<string, string>> = [];
    for (const branch of [branches.centro, branches.roma]) {
      const report = await get(at('/api/reports/food-cost?period=this_week', branch));
      const [sold] = await db()
        .select({
          sales: sql<string>`round(sum(${preparations.quantityPrepared} * ${recipes.finalYield} * ${recipes.salePrice}), 2)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(preparations)
        .innerJoin(recipes, eq(recipes.id, preparations.recipeId))
        .leftJoin(recipeOutputs, eq(recipeOutputs.recipeId, recipes.id))
        .where(
          and(eq(preparations.userId, owner.id), eq(preparations.locationId, branch), isNull(recipeOutputs.recipeId)),
        );
      const spend = (await get(at('/api/reports/spend?period=this_week', branch))).total;
      const closing = await sqlBranchValue(branch);
      const transfers = await sqlJournal(branch, 'transfer');
      expect(report.actual).toMatchObject({
        opening: '0.00',
        purchases: spend,
        transfers,
        closing,
        consumption: await money(
          sql`${spend}::numeric + ${transfers}::numeric - ${closing}::numeric`,
          sql`(select 1) one`,
        ),
        sales: sold.sales,
        preparations: sold.count,
      });
      figures.push(report.actual);
    }
    // Centro sent Roma 4 kg of jitomate and 1 kg of queso: $88.00 + $100.00 at today's prices.
    expect(figures.map((figure) => figure.transfers)).toEqual(['-188.00', '188.00']);
    // Roma cooked 2 batches of 4 salads at $30, Centro 1.
    expect(figures.map((figure) => figure.sales)).toEqual(['120.00', '240.00']);
    for (const field of ['opening', 'purchases', 'transfers', 'closing', 'consumption', 'sales', 'theoreticalCost'])
      expect(sumDecimals([figures[0][field], figures[1][field]]), field).toBe(all[field]);
    expect(all.transfers).toBe('0.00');
  });
});
