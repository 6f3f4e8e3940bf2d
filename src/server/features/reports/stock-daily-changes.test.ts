import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@common/calendar';
import { stockDailyChanges, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from '../inventory/inventory-test-helpers';

/*
 * stock_daily_changes (migration 0023, decision 051) is kept by a deferred trigger on the journal;
 * whatever writes movements, it must equal the journal summed by product and Mexico City day.
 */
const { ctx, request, owner } = useRestaurantApp();
const db = () => ctx.database.db;
const zone = sql.raw(`'${TIME_ZONE}'`);

const fromJournal = (userId: string) =>
  db()
    .select({
      productId: stockMovements.productId,
      day: sql<string>`((${stockMovements.createdAt} at time zone ${zone})::date)::text`,
      delta: sql<string>`sum(${stockMovements.delta})::numeric(14,3)::text`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.userId, userId))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);

const kept = (userId: string) =>
  db()
    .select({
      productId: stockDailyChanges.productId,
      day: sql<string>`${stockDailyChanges.day}::text`,
      delta: sql<string>`${stockDailyChanges.delta}::numeric(14,3)::text`,
    })
    .from(stockDailyChanges)
    .where(eq(stockDailyChanges.userId, userId))
    .orderBy(sql`1, 2`);

const create = async (overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/products', owner.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

describe('stock daily changes', () => {
  it('follow the journal through the API, by the day in Mexico City, and leave with the product', async () => {
    const flour = await create({ name: 'Harina', currentPrice: '12.50', stockQuantity: '4' });
    const salt = await create({ name: 'Sal', currentPrice: '0.10', stockQuantity: '3.25' });
    const counted = await request('POST', '/api/products/count', owner.cookie, {
      items: [{ productId: flour.id, countedQuantity: '2.5' }],
    });
    expect(counted.statusCode, counted.body).toBeLessThan(300);

    // 05:30 UTC is still the day before in Mexico City (UTC−6): the row belongs to 28 February.
    await db().transaction(async (tx) => {
      for (const [createdAt, delta] of [
        ['2026-03-01T05:30:00Z', '1.5'],
        ['2026-03-01T04:00:00Z', '-0.25'],
        ['2026-03-01T06:30:00Z', '2'],
      ] as const)
        await tx.insert(stockMovements).values({
          productId: salt.id,
          userId: owner.id,
          delta,
          resultingStock: '10',
          reason: 'count',
          createdAt: new Date(createdAt),
        });
    });

    const rows = await kept(owner.id);
    expect(rows).toEqual(await fromJournal(owner.id));
    expect(rows.filter((row) => row.productId === salt.id && row.day < '2026-03-02')).toEqual([
      { productId: salt.id, day: '2026-02-28', delta: '1.250' },
      { productId: salt.id, day: '2026-03-01', delta: '2.000' },
    ]);

    expect((await request('DELETE', `/api/products/${salt.id}`, owner.cookie)).statusCode).toBeLessThan(300);
    expect((await kept(owner.id)).some((row) => row.productId === salt.id)).toBe(false);
    expect(await kept(owner.id)).toEqual(await fromJournal(owner.id));
  });
});
