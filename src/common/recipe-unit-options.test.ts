import { describe, expect, it } from 'vitest';
import { unitOptions } from './recipe-unit-options';

const values = (product: Parameters<typeof unitOptions>[0]) => unitOptions(product).map((option) => option.value);

describe('the units a recipe line can be written in', () => {
  it('offers the base unit first, then its dimension, then packs; other dimensions only with density or piece weight', () => {
    expect(values({ unit: 'kg', packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }] })).toEqual([
      'kg',
      'g',
      'lb',
      'oz',
      'Caja',
    ]);
    expect(values({ unit: 'lt', densityKgPerL: '0.92' })).toEqual([
      'lt',
      'ml',
      'taza',
      'cucharada',
      'cucharadita',
      'galon',
      'g',
      'kg',
      'lb',
      'oz',
    ]);
    expect(values({ unit: 'pza' })).toEqual(['pza', 'docena']);
    expect(values({ unit: 'pza', pieceWeightG: '180' })).toEqual(['pza', 'docena', 'g', 'kg', 'lb', 'oz']);
    expect(values({ unit: 'Charola', pieceWeightG: '500' })).toEqual(['Charola', 'g', 'kg', 'lb', 'oz']);
  });

  it('labels units as they are written and packs with their content', () => {
    expect(unitOptions({ unit: 'kg', packs: [{ name: 'Caja', quantity: '20', unit: 'kg' }] })).toContainEqual({
      value: 'Caja',
      label: 'Caja (20 kg)',
    });
    expect(unitOptions({ unit: 'lt', packs: [{ name: 'Bidón', quantity: '20.000', unit: 'lt' }] })).toEqual(
      expect.arrayContaining([
        { value: 'lt', label: 'l' },
        { value: 'cucharada', label: 'cda' },
        { value: 'Bidón', label: 'Bidón (20 l)' },
      ]),
    );
  });
});
