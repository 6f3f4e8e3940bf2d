import { describe, expect, it } from 'vitest';
import { UnitError } from './quantity';
import { suggestCatalogueLine, suggestLine, suggestionQuerySchema } from './suggested-orders';

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

describe('suggestCatalogueLine', () => {
  const aguacate = { name: 'Aguacate', unit: 'kg', packs: [{ name: 'Caja', quantity: '10', unit: 'kg' }] };
  const facts = (product: typeof aguacate | { name: string; unit: string }, stock: string) =>
    ({ product, stock, minimum: '45', usedInWindow: '0', onOrder: '0', days: 7 }) as const;

  it('converts the shortfall to the catalogue unit and rounds up to whole units, then to the minimum', () => {
    // 45 − 20 = 25 kg = 2.5 cajas → 3 cajas (30 kg).
    expect(
      suggestCatalogueLine(facts(aguacate, '20'), { name: 'Aguacate', unit: 'caja', minOrderQuantity: '2' }),
    ).toEqual({ dailyUse: '0.000', short: '25.000', quantity: '3', unit: 'caja', baseQuantity: '30.000' });
    // 45 − 40 = 5 kg = 0.5 cajas → 1 caja, below the minimum of 2 → 2 cajas.
    expect(
      suggestCatalogueLine(facts(aguacate, '40'), { name: 'Aguacate', unit: 'caja', minOrderQuantity: '2' }),
    ).toMatchObject({ quantity: '2', baseQuantity: '20.000' });
    // A fractional minimum: kept as it is for a measured unit, rounded up for one sold whole.
    expect(
      suggestCatalogueLine(facts(aguacate, '44'), { name: 'Aguacate', unit: 'kg', minOrderQuantity: '2.500' }),
    ).toMatchObject({ quantity: '2.5', baseQuantity: '2.500' });
    expect(
      suggestCatalogueLine(facts(aguacate, '44'), { name: 'Aguacate', unit: 'caja', minOrderQuantity: '1.5' }),
    ).toMatchObject({ quantity: '2', baseQuantity: '20.000' });
    expect(
      suggestCatalogueLine(facts(aguacate, '45'), { name: 'Aguacate', unit: 'caja', minOrderQuantity: '2' }),
    ).toBeNull();
  });

  it('throws the unit model’s UnitError when the product does not say what a catalogue unit holds', () => {
    const sinCaja = { name: 'Aguacate', unit: 'kg' };
    expect(() =>
      suggestCatalogueLine(facts(sinCaja, '20'), { name: 'Aguacate', unit: 'caja', minOrderQuantity: '1' }),
    ).toThrow(UnitError);
  });
});
