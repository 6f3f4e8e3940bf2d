import { describe, expect, it } from 'vitest';
import { countedBaseQuantity, countUnitOptions, CountTooLargeError, stockCountInputSchema } from './inventory-count';
import { UnitError } from './quantity';
import { toBaseQuantity } from './unit-costs';

const tomato = { name: 'Jitomate', unit: 'kg', packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] };

describe('countUnitOptions', () => {
  it('offers the base unit, the packs with what they hold, then the measures that convert', () => {
    expect(countUnitOptions(tomato)).toEqual([
      { unit: 'kg', label: 'kg' },
      { unit: 'Caja', label: 'Caja (25 kg)' },
      { unit: 'g', label: 'g' },
      { unit: 'lb', label: 'lb' },
      { unit: 'oz', label: 'oz' },
    ]);
  });

  it('adds volumes with a density and pieces with a piece weight', () => {
    const oil = { name: 'Aceite', unit: 'lt', densityKgPerL: '0.92', packs: [] };
    expect(countUnitOptions(oil).map((option) => option.label)).toEqual([
      'l',
      'g',
      'kg',
      'lb',
      'oz',
      'ml',
      'tazas',
      'cdas',
      'cdtas',
      'gal',
    ]);
    const eggs = { name: 'Huevo', unit: 'pza', pieceWeightG: '60', packs: [] };
    expect(countUnitOptions(eggs).map((option) => option.unit)).toEqual(['pza', 'g', 'kg', 'lb', 'oz', 'docena']);
  });

  it("keeps a product's own unit as written, in its plural", () => {
    const tortillas = { name: 'Tortilla', unit: 'Paquete chico', packs: [] };
    expect(countUnitOptions(tortillas)).toEqual([{ unit: 'Paquete chico', label: 'Paquete chico' }]);
    const trays = { name: 'Fresa', unit: 'Charola', pieceWeightG: '500', packs: [] };
    expect(countUnitOptions(trays).slice(0, 2)).toEqual([
      { unit: 'Charola', label: 'Charolas' },
      { unit: 'g', label: 'g' },
    ]);
  });
});

describe('countedBaseQuantity', () => {
  it('adds up the entries in the base unit, a blank unit being the base', () => {
    expect(
      countedBaseQuantity(
        [
          { quantity: '3', unit: 'cajas' },
          { quantity: '4', unit: 'kg' },
          { quantity: '250', unit: 'g' },
          { quantity: '1' },
        ],
        tomato,
      ),
    ).toBe('80.250');
  });

  it('is toBaseQuantity for one entry, and rounds a sum once', () => {
    for (const [quantity, unit] of [
      ['1', 'lb'],
      ['3', 'oz'],
      ['2', 'Caja'],
      ['0.001', 'g'],
    ])
      expect(countedBaseQuantity([{ quantity, unit }], tomato)).toBe(toBaseQuantity(quantity, unit, tomato));
    const pounds = Array.from({ length: 3 }, () => ({ quantity: '1', unit: 'lb' }));
    expect(countedBaseQuantity(pounds, tomato)).toBe('1.361');
  });

  it('refuses a unit that does not convert, naming the product and what to add', () => {
    expect(() => countedBaseQuantity([{ quantity: '1', unit: 'l' }], tomato)).toThrow(UnitError);
    expect(() => countedBaseQuantity([{ quantity: '1', unit: 'bolsa' }], tomato)).toThrow(/«Jitomate».*presentación/);
  });

  it('refuses a total that cannot be stored', () => {
    expect(() => countedBaseQuantity([{ quantity: '9999999999', unit: 'caja' }], tomato)).toThrow(CountTooLargeError);
  });
});

describe('stockCountInputSchema', () => {
  const productId = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';
  it('takes the base-unit count or entries, and a blank unit as none', () => {
    expect(stockCountInputSchema.parse({ items: [{ productId, countedQuantity: '1,5' }] }).items[0]).toEqual({
      productId,
      countedQuantity: '1.5',
    });
    expect(
      stockCountInputSchema.parse({
        items: [
          {
            productId,
            entries: [
              { quantity: 3, unit: ' caja ' },
              { quantity: '1', unit: '' },
            ],
          },
        ],
      }).items[0].entries,
    ).toEqual([
      { quantity: '3', unit: 'caja' },
      { quantity: '1', unit: undefined },
    ]);
  });
});
