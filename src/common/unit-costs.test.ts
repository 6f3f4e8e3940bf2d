import { describe, expect, it } from 'vitest';
import type { ProductUnits } from './quantity';
import { toDecimal } from './ratio';
import { grossQuantity, lineCost, linesCost, pricePerBaseUnit, toBaseQuantity } from './unit-costs';

const jitomate: ProductUnits = { name: 'Jitomate', unit: 'kg', packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }] };
const aceite: ProductUnits = {
  name: 'Aceite',
  unit: 'lt',
  densityKgPerL: '0.92',
  packs: [{ name: 'Bidón', quantity: '20', unit: 'lt' }],
};
const aguacate: ProductUnits = { name: 'Aguacate', unit: 'pza', pieceWeightG: '180' };

describe('quantities and prices in the base unit', () => {
  it('turns packs and other units into the stored base quantity', () => {
    expect(toBaseQuantity('2', 'cajas', jitomate)).toBe('50.000');
    expect(toBaseQuantity('200', 'g', jitomate)).toBe('0.200');
    expect(toBaseQuantity('100', 'ml', aceite)).toBe('0.100');
    expect(toBaseQuantity('1', 'kg', aguacate)).toBe('5.556');
    expect(() => toBaseQuantity('200', 'ml', aguacate)).toThrow('agrega la densidad del producto');
  });

  it('derives the price per base unit from a pack price', () => {
    expect(toDecimal(pricePerBaseUnit('500', 'caja', jitomate), 2)).toBe('20.00');
    expect(toDecimal(pricePerBaseUnit('610', 'bidón', aceite), 4)).toBe('30.5000');
    expect(
      toDecimal(
        pricePerBaseUnit('100', 'caja', { ...jitomate, packs: [{ name: 'Caja', quantity: '3', unit: 'kg' }] }),
        6,
      ),
    ).toBe('33.333333');
  });
});

describe('costs with yield (rendimiento)', () => {
  it('costs 200 g of a kg product exactly', () => {
    expect(lineCost({ amount: '200', unit: 'g', product: jitomate, price: '28.50' })).toBe('5.70');
  });

  it('divides by the usable percentage: cebolla 90 %, piña 55 %', () => {
    expect(lineCost({ amount: '1', unit: 'kg', product: { unit: 'kg' }, price: '18', yieldPercent: '90' })).toBe(
      '20.00',
    );
    expect(lineCost({ amount: '1', unit: 'kg', product: { unit: 'kg' }, price: '11', yieldPercent: '55' })).toBe(
      '20.00',
    );
    expect(toDecimal(grossQuantity('1', '55'), 3)).toBe('1.818');
    expect(toDecimal(grossQuantity('0.9', '90'), 3)).toBe('1.000');
  });

  it('rounds a recipe once, at the end', () => {
    const third = {
      amount: '1',
      unit: 'kg',
      product: { unit: 'kg' },
      price: pricePerBaseUnit('100', 'caja', { unit: 'kg', packs: [{ name: 'Caja', quantity: '3', unit: 'kg' }] }),
    };
    expect(lineCost(third)).toBe('33.33');
    expect(linesCost([third, third, third])).toBe('100.00');
  });
});
