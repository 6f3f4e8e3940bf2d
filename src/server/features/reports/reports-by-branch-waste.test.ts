import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sumDecimals } from '@common/money';
import { wasteEntries } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** /reportes waste and count differences narrowed to a branch, against direct SQL, and its CSV (decision 057). */
const { request, owner, branches, get, at, money, sqlJournal } = useReportsByBranchWorld(useRestaurantApp());

describe('reports by branch', () => {
  it('splits waste and count differences by the branch they were logged in, as SQL sums them', async () => {
    for (const branch of [branches.centro, branches.roma]) {
      const waste = await get(at('/api/reports/waste?period=this_week', branch));
      expect(waste.total).toBe(
        await money(
          sql`sum(${wasteEntries.value})`,
          sql`${wasteEntries} where ${wasteEntries.userId} = ${owner.id} and ${wasteEntries.locationId} = ${branch}`,
        ),
      );
      const counts = await get(at('/api/reports/count-variance?period=this_week', branch));
      expect(counts.total).toBe(await sqlJournal(branch, 'count'));
    }
    const wasteIn = async (branch?: string) =>
      (await get(branch ? at('/api/reports/waste?period=this_week', branch) : '/api/reports/waste?period=this_week'))
        .total;
    // Roma: 0.5 kg of queso at $100; Centro: 1 kg of jitomate at $22.
    expect(await wasteIn(branches.roma)).toBe('50.00');
    expect(await wasteIn(branches.centro)).toBe('22.00');
    expect(sumDecimals([await wasteIn(branches.centro), await wasteIn(branches.roma)])).toBe(await wasteIn());
    const countsIn = async (branch?: string) =>
      (
        await get(
          branch
            ? at('/api/reports/count-variance?period=this_week', branch)
            : '/api/reports/count-variance?period=this_week',
        )
      ).total;
    // Roma held 4 + 2 = 6 kg of jitomate and counted 5.5 (−$11.00); Centro held 3 kg of queso and counted 3.25 (+$25.00).
    expect(await countsIn(branches.roma)).toBe('-11.00');
    expect(await countsIn(branches.centro)).toBe('25.00');
    expect(sumDecimals([await countsIn(branches.centro), await countsIn(branches.roma)])).toBe(await countsIn());
  });

  it('downloads a branch’s table as CSV', async () => {
    const response = await request(
      'GET',
      at('/api/reports/export.csv?table=merma&period=this_week', branches.roma),
      owner.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('\uFEFFmotivo,registros,valor\r\nCaducado,1,50.00\r\n');
  });
});
