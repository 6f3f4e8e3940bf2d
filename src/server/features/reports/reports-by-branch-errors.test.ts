import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** /reportes refuses a malformed or foreign branch without changing anything (decision 057). */
const { request, owner, stranger, db, branches, get, at } = useReportsByBranchWorld(useRestaurantApp());

describe('reports by branch', () => {
  it('answers a malformed branch with a Spanish 400 and another restaurant’s branch with a 404, changing nothing', async () => {
    const before = await snapshotDatabase(db());
    for (const url of [
      '/api/reports/spend',
      '/api/reports/waste',
      '/api/reports/inventory-value',
      '/api/reports/food-cost',
      '/api/reports/count-variance',
      '/api/reports/export.csv?table=merma',
    ]) {
      const bad = await request('GET', at(url, 'centro'), owner.cookie);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error.message).toContain(BRANCH_MESSAGES.branchInvalid);
      const foreign = await request('GET', at(url, branches.roma), stranger.cookie);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().error.message).toBe(BRANCH_MESSAGES.branchNotFound);
    }
    // An empty branch is the whole restaurant, as the page's "Todas las sucursales" sends it.
    expect(await get('/api/reports/waste?period=this_week&locationId=')).toEqual(
      await get('/api/reports/waste?period=this_week'),
    );
    expect(await snapshotDatabase(db())).toEqual(before);
  });
});
