import { describe, expect, it } from 'vitest';
import { suggestLine, suggestionQuerySchema } from './suggested-orders';

const jitomate = { unit: 'kg', packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }] };
const tortilla = { unit: 'pza' };

describe('suggestLine', () => {
  it('orders the minimum plus the use until the delivery, less stock and what is on order, in whole packs', () => {
    // 56 kg used in 28 days = 2 kg a day; 7 days = 14 kg; minimum 20 + 14 − stock 4 − on order 5 = 25 → 1 caja.
    expect(
      suggestLine({ product: jitomate, stock: '4', minimum: '20', usedInWindow: '56', onOrder: '5', days: 7 }),
    ).toEqual({ dailyUse: '2.000', short: '25.000', quantity: '1', unit: 'Caja', baseQuantity: '25.000' });
    // 25.001 kg short → 2 cajas.
    expect(
      suggestLine({ product: jitomate, stock: '3.999', minimum: '20', usedInWindow: '56', onOrder: '5', days: 7 }),
    ).toMatchObject({ short: '25.001', quantity: '2', baseQuantity: '50.000' });
  });

  it('rounds up to whole base units without a pack, exactly (no float drift)', () => {
    // 10 used in 28 days × 3 days = 1.0714…; 10 + 1.0714 − 0.3 = 10.7714… → 11 pzas.
    expect(
      suggestLine({ product: tortilla, stock: '0.3', minimum: '10', usedInWindow: '10', onOrder: '0', days: 3 }),
    ).toEqual({ dailyUse: '0.357', short: '10.771', quantity: '11', unit: null, baseQuantity: '11.000' });
  });

  it('suggests nothing when stock and open orders already cover the minimum and the use', () => {
    expect(
      suggestLine({ product: tortilla, stock: '12', minimum: '10', usedInWindow: '28', onOrder: '5', days: 7 }),
    ).toBeNull();
    expect(
      suggestLine({ product: tortilla, stock: '3', minimum: '10', usedInWindow: '0', onOrder: '7', days: 7 }),
    ).toBeNull();
  });

  it('takes the days until delivery as a whole number between 1 and 60, 7 by default', () => {
    expect(suggestionQuerySchema.parse({})).toEqual({ days: 7 });
    expect(suggestionQuerySchema.parse({ days: '14' })).toEqual({ days: 14 });
    for (const days of ['0', '61', '2.5', 'x'])
      expect(suggestionQuerySchema.safeParse({ days }).error?.issues[0].message).toContain('entre 1 y 60');
  });
});
