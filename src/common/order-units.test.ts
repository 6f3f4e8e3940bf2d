import { describe, expect, it } from 'vitest';
import {
  formatLineQuantity,
  lineBaseQuantity,
  lineUnitOf,
  paidBasePrice,
  purchaseUnitChoices,
  unitPriceFromBase,
} from './order-units';
import { UnitError, type ProductUnits } from './quantity';

const tomato: ProductUnits = { name: 'Jitomate', unit: 'kg', packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }] };
const oil: ProductUnits = {
  name: 'Aceite',
  unit: 'lt',
  densityKgPerL: '0.92',
  packs: [{ name: 'Bidón', quantity: '20', unit: 'lt' }],
};
const eggs: ProductUnits = { name: 'Huevo', unit: 'pza', packs: [{ name: 'Charola', quantity: '30', unit: 'pza' }] };

const unitError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof UnitError) return error.message;
    throw error;
  }
  return null;
};

describe('the unit of a purchase line', () => {
  it('is the base unit when none is given, a measure in any spelling, or a pack by any of its names', () => {
    expect(lineUnitOf(undefined, tomato)).toEqual({ unit: 'kg', pack: null });
    expect(lineUnitOf('  ', tomato)).toEqual({ unit: 'kg', pack: null });
    expect(lineUnitOf('Gramos', tomato)).toEqual({ unit: 'g', pack: null });
    expect(lineUnitOf('lbs', tomato)).toEqual({ unit: 'lb', pack: null });
    for (const typed of ['Caja', 'cajas', 'CJ', 'caja'])
      expect(lineUnitOf(typed, tomato)).toEqual({ unit: 'Caja', pack: { quantity: '25', unit: 'kg' } });
    expect(lineUnitOf('bidones', oil)).toEqual({ unit: 'Bidón', pack: { quantity: '20', unit: 'lt' } });
    expect(lineUnitOf('kg', oil)).toEqual({ unit: 'kg', pack: null });
    expect(lineUnitOf('docenas', eggs)).toEqual({ unit: 'docena', pack: null });
    const tray: ProductUnits = { unit: 'Charola' };
    expect(lineUnitOf('charolas', tray)).toEqual({ unit: 'Charola', pack: null });
  });

  it('refuses, in Spanish, a unit that does not convert to the base unit', () => {
    expect(unitError(() => lineUnitOf('costal', tomato))).toBe(
      'No se puede convertir costal a kg en «Jitomate»: agrega una presentación de compra que diga cuánto trae (por ejemplo «Caja 25 kg»)',
    );
    expect(unitError(() => lineUnitOf('l', tomato))).toBe(
      'No se puede convertir l a kg en «Jitomate»: agrega la densidad del producto (1 l ≈ … kg)',
    );
    expect(unitError(() => lineUnitOf('kg', eggs))).toContain('el peso por pieza del producto');
  });
});

describe('converting and pricing a line', () => {
  it('converts with the pack as it was when the line was written', () => {
    const line = lineUnitOf('cajas', tomato);
    expect(lineBaseQuantity(line, tomato, '2')).toBe('50.000');
    const edited: ProductUnits = { ...tomato, packs: [{ name: 'Caja', quantity: '20', unit: 'kg' }] };
    expect(lineBaseQuantity(line, edited, '2')).toBe('50.000');
    expect(lineBaseQuantity(lineUnitOf('cajas', edited), edited, '2')).toBe('40.000');
    // Even after the pack is gone.
    expect(lineBaseQuantity(line, { ...tomato, packs: [] }, '1.5')).toBe('37.500');
    expect(lineBaseQuantity({ unit: 'g', pack: null }, tomato, '250')).toBe('0.250');
    expect(lineBaseQuantity({ unit: null, pack: null }, tomato, '3')).toBe('3.000');
    expect(lineBaseQuantity(lineUnitOf('kg', oil), oil, '9.2')).toBe('10.000');
  });

  it('prices a unit from the base price to the cent, and back from what was paid', () => {
    expect(unitPriceFromBase('20.00', 'Caja', tomato)).toBe('500.00');
    expect(unitPriceFromBase('25.50', 'g', tomato)).toBe('0.03');
    expect(paidBasePrice('500', 'Caja', tomato, '18.00')).toBe('20.00');
    expect(paidBasePrice('500.00', 'Caja', tomato, '20.00')).toBeNull();
    // $500 for 30 kg is $16.666…: rounded once, half away from zero.
    expect(
      paidBasePrice('500', 'Caja', { unit: 'kg', packs: [{ name: 'Caja', quantity: '30', unit: 'kg' }] }, '1'),
    ).toBe('16.67');
    // The prefilled $0.03 a gram is what $25.50 the kg comes to: the price stays.
    expect(paidBasePrice('0.03', 'g', tomato, '25.50')).toBeNull();
    expect(paidBasePrice('0.02', 'g', tomato, '25.50')).toBe('20.00');
    expect(unitError(() => paidBasePrice('1', 'l', tomato, '1'))).toContain('densidad');
  });
});

describe('showing a line', () => {
  it('reads packs with what they hold, and measures readably', () => {
    expect(formatLineQuantity('2.000', 'Caja', { quantity: '25.000', unit: 'kg' })).toBe('2 cajas (50 kg)');
    expect(formatLineQuantity('1', 'Caja', { quantity: '25', unit: 'kg' })).toBe('1 caja (25 kg)');
    expect(formatLineQuantity('1.5', 'Caja', { quantity: '25', unit: 'kg' })).toBe('1.5 cajas (37.5 kg)');
    expect(formatLineQuantity('0', 'Caja', { quantity: '25', unit: 'kg' })).toBe('0 cajas');
    expect(formatLineQuantity('3', 'Bolsa', { quantity: '500', unit: 'g' })).toBe('3 bolsas (1.5 kg)');
    expect(formatLineQuantity('250.000', 'g', null)).toBe('250 g');
    expect(formatLineQuantity('1250', 'g', null)).toBe('1.25 kg');
    expect(formatLineQuantity('3', 'pza', null)).toBe('3 pzas');
    expect(formatLineQuantity('1500.5', null, null)).toBe('1,500.5');
  });

  it('offers the base unit, the packs and the measures that convert', () => {
    expect(purchaseUnitChoices(tomato)).toEqual([
      { value: 'kg', label: 'kg' },
      { value: 'Caja', label: 'Caja (25 kg)' },
      { value: 'g', label: 'g' },
      { value: 'lb', label: 'lb' },
      { value: 'oz', label: 'oz' },
    ]);
    expect(purchaseUnitChoices(eggs).map((choice) => choice.value)).toEqual(['pza', 'Charola', 'docena']);
    expect(purchaseUnitChoices(oil).map((choice) => choice.value)).toContain('kg');
  });
});
