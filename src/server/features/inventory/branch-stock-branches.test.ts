import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import { stockDailyChanges } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useBranchStockWorld, type Location } from './test/branch-stock-world';

/** Saving a restaurant's branches: where the stock it already had goes, and when a branch can be removed. */
const { ctx, saveBranches, branchesOf, quantities, transfer, twoBranches } = useBranchStockWorld(useRestaurantApp());

describe('stock per branch', () => {
  it('puts the stock a restaurant had before its branches in the main branch, and keeps branch ids on save', async () => {
    const { user, product, centro, roma, locations } = await twoBranches();
    expect(await branchesOf(user, product.id)).toEqual({
      total: '10.000',
      unit: 'kg',
      branches: [
        { locationId: centro.id, locationName: 'Centro', isMainLocation: true, quantity: '10.000' },
        { locationId: roma.id, locationName: 'Roma', isMainLocation: false, quantity: '0' },
      ],
    });
    // Saving again with the ids (renaming one) keeps them, and with them their stock.
    const again = await saveBranches(user, [
      { ...locations[0], locationName: 'Centro Histórico' },
      { ...locations[1] },
    ]);
    expect(again.json().locations.map((l: Location) => l.id)).toEqual([centro.id, roma.id]);
    expect(await quantities(user, product.id)).toEqual({ 'Centro Histórico': '10.000', Roma: '0' });
  });

  it('refuses to remove a branch that holds stock, and removes it once it is empty', async () => {
    const { user, product, centro, roma } = await twoBranches('2');
    await transfer(user, {
      fromLocationId: centro.id,
      toLocationId: roma.id,
      lines: [{ productId: product.id, quantity: '2' }],
    });
    const refused = await saveBranches(user, [{ ...centro }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BRANCH_MESSAGES.branchHoldsStock('Roma'));
    expect((await quantities(user, product.id)).Roma).toBe('2.000');

    await transfer(user, {
      fromLocationId: roma.id,
      toLocationId: centro.id,
      lines: [{ productId: product.id, quantity: '2' }],
    });
    const removed = await saveBranches(user, [{ ...centro }]);
    expect(removed.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '2.000' });
    // Roma's daily changes (+2 −2) are no branch's now, as its journal rows are; the rest stay put (decision 057).
    const daily = await ctx.database.db
      .select({
        locationId: stockDailyChanges.locationId,
        delta: sql<string>`${stockDailyChanges.delta}::numeric(14,3)::text`,
      })
      .from(stockDailyChanges)
      .where(eq(stockDailyChanges.productId, product.id))
      .orderBy(sql`${stockDailyChanges.locationId} nulls last`);
    expect(daily).toEqual([
      { locationId: centro.id, delta: '0.000' },
      { locationId: null, delta: '2.000' },
    ]);
  });
});
