import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sumDecimals } from '@common/money';
import { invoices } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** /reportes spend narrowed to a branch, against direct SQL (decision 057). */
const { owner, db, branches, get, at, sqlSpend } = useReportsByBranchWorld(useRestaurantApp());

describe('reports by branch', () => {
  it('splits spend by the branch each order went to and each invoice and receipt was applied in', async () => {
    const { centro, roma } = branches;
    const all = await get('/api/reports/spend?period=this_week');
    const inCentro = await get(at('/api/reports/spend?period=this_week', centro));
    const inRoma = await get(at('/api/reports/spend?period=this_week', roma));
    expect(inCentro.total).toBe('110.00');
    expect(inCentro.total).toBe(await sqlSpend(centro));
    expect(inCentro.bySupplier).toEqual([{ name: 'Central de Abasto', total: '110.00' }]);
    // Roma: the order received there ($44.00), the receipt ($100.00) and the invoice, which is all of it.
    const [invoiceRow] = await db()
      .select({ locationId: invoices.locationId })
      .from(invoices)
      .where(eq(invoices.userId, owner.id));
    expect(invoiceRow.locationId).toBe(roma);
    expect(await sqlSpend(roma)).toBe('144.00');
    expect(Number(inRoma.total)).toBeGreaterThan(144);
    expect(sumDecimals([inCentro.total, inRoma.total])).toBe(all.total);
    expect(inRoma.bySupplier.map((row: { name: string }) => row.name)).toContain('Lácteos del Norte');
  });
});
