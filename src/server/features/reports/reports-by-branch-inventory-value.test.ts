import { describe, expect, it } from 'vitest';
import { wallClock } from '@common/calendar';
import { sumDecimals } from '@common/money';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** /reportes inventory value narrowed to a branch, against direct SQL (decision 057). */
const { branches, get, at, sqlBranchValue } = useReportsByBranchWorld(useRestaurantApp());

const { year, month, day } = wallClock(new Date());
const today = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);

describe('reports by branch', () => {
  it('draws each branch’s inventory value from its stock today, rolled back with its own journal', async () => {
    const url = `/api/reports/inventory-value?period=custom&from=${yesterday}&to=${today}`;
    const all = await get(url);
    const dashboard = await get('/api/dashboard');
    const points: Array<Array<{ day: string; value: string }>> = [];
    for (const branch of [branches.centro, branches.roma]) {
      const report = await get(at(url, branch));
      const value = await sqlBranchValue(branch);
      // Everything happened today: each branch held nothing yesterday, transfers included.
      expect(report.points).toEqual([
        { day: yesterday, value: '0.00' },
        { day: today, value },
      ]);
      expect(dashboard.branchValues).toContainEqual(expect.objectContaining({ locationId: branch, value }));
      points.push(report.points);
    }
    expect(all.points.map((point: { value: string }) => point.value)).toEqual(
      points[0].map((point: { value: string }, index: number) => sumDecimals([point.value, points[1][index].value])),
    );
  });
});
