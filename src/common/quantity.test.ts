import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, isCompatible, parseQuantity, UnitError, type ProductUnits } from './quantity';
import { ratioOf, toDecimal } from './ratio';
import { RECEIPT_UNITS } from './receipts';
import { canonicalUnit, MEASURES, UNIT_ALIASES, unitCodeOf, type MeasureCode } from './units';

const at9 = (amount: string, from: string, to: string, product?: ProductUnits) =>
  toDecimal(convert(amount, from, to, product), 9);

describe('conversions within a dimension', () => {
  // One unit of the first in the second, from decision 034's definitions, rounded to 9 decimals.
  const pairs: Array<[MeasureCode, MeasureCode, string]> = [
    ['g', 'kg', '0.001000000'],
    ['g', 'lb', '0.002204623'],
    ['g', 'oz', '0.035273962'],
    ['kg', 'g', '1000.000000000'],
    ['kg', 'lb', '2.204622622'],
    ['kg', 'oz', '35.273961950'],
    ['lb', 'g', '453.592370000'],
    ['lb', 'kg', '0.453592370'],
    ['lb', 'oz', '16.000000000'],
    ['oz', 'g', '28.349523125'],
    ['oz', 'kg', '0.028349523'],
    ['oz', 'lb', '0.062500000'],
    ['ml', 'lt', '0.001000000'],
    ['ml', 'taza', '0.004166667'],
    ['ml', 'cucharada', '0.066666667'],
    ['ml', 'cucharadita', '0.200000000'],
    ['ml', 'galon', '0.000264172'],
    ['lt', 'ml', '1000.000000000'],
    ['lt', 'taza', '4.166666667'],
    ['lt', 'cucharada', '66.666666667'],
    ['lt', 'cucharadita', '200.000000000'],
    ['lt', 'galon', '0.264172052'],
    ['taza', 'ml', '240.000000000'],
    ['taza', 'lt', '0.240000000'],
    ['taza', 'cucharada', '16.000000000'],
    ['taza', 'cucharadita', '48.000000000'],
    ['taza', 'galon', '0.063401293'],
    ['cucharada', 'ml', '15.000000000'],
    ['cucharada', 'lt', '0.015000000'],
    ['cucharada', 'taza', '0.062500000'],
    ['cucharada', 'cucharadita', '3.000000000'],
    ['cucharada', 'galon', '0.003962581'],
    ['cucharadita', 'ml', '5.000000000'],
    ['cucharadita', 'lt', '0.005000000'],
    ['cucharadita', 'taza', '0.020833333'],
    ['cucharadita', 'cucharada', '0.333333333'],
    ['cucharadita', 'galon', '0.001320860'],
    ['galon', 'ml', '3785.411784000'],
    ['galon', 'lt', '3.785411784'],
    ['galon', 'taza', '15.772549100'],
    ['galon', 'cucharada', '252.360785600'],
    ['galon', 'cucharadita', '757.082356800'],
    ['pza', 'docena', '0.083333333'],
    ['docena', 'pza', '12.000000000'],
  ];

  it.each(pairs)('1 %s = %s %s', (from, to, expected) => {
    expect(at9('1', from, to)).toBe(expected);
  });

  it('covers every ordered pair of units of the same dimension', () => {
    const codes = Object.keys(MEASURES) as MeasureCode[];
    const expected = codes.flatMap((a) =>
      codes.filter((b) => a !== b && MEASURES[a].dimension === MEASURES[b].dimension).map((b) => `${a}>${b}`),
    );
    expect(pairs.map(([a, b]) => `${a}>${b}`).sort()).toEqual(expected.sort());
  });

  it('takes any spelling and keeps the exact value until rounded', () => {
    expect(at9('2', 'kilos', 'gramos')).toBe('2000.000000000');
    expect(toDecimal(convert('0.2', 'kg', 'g'), 3)).toBe('200.000');
    expect(toDecimal(convert('1', 'g', 'oz'), 3)).toBe('0.035');
    expect(convert('3', 'cdtas', 'cda')).toEqual(ratioOf('1'));
    expect(toDecimal(convert('2', 'docenas', 'piezas'), 0)).toBe('24');
  });

  it('refuses mass to volume without a product, and a product without density, in Spanish', () => {
    expect(() => convert('1', 'kg', 'l')).toThrow(UnitError);
    expect(() => convert('200', 'ml', 'pza', { name: 'Aguacate', unit: 'pza' })).toThrow(
      'No se puede convertir ml a pza en «Aguacate»: agrega la densidad del producto (1 l ≈ … kg) y el peso por pieza del producto (1 pza ≈ … g)',
    );
    expect(() => convert('1', 'caja', 'kg', { name: 'Jitomate', unit: 'kg' })).toThrow(
      /agrega una presentación de compra/,
    );
  });
});

describe('conversions through a product', () => {
  const aceite: ProductUnits = {
    name: 'Aceite',
    unit: 'lt',
    densityKgPerL: '0.92',
    packs: [{ name: 'Bidón', quantity: '20', unit: 'lt' }],
  };
  const aguacate: ProductUnits = { name: 'Aguacate', unit: 'kg', pieceWeightG: '180' };
  const jitomate: ProductUnits = {
    name: 'Jitomate',
    unit: 'kg',
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  };
  const cilantro: ProductUnits = {
    name: 'Cilantro',
    unit: 'manojo',
    pieceWeightG: '120',
    packs: [{ name: 'Costal', quantity: '40', unit: 'manojo' }],
  };

  it('crosses mass and volume with the density, and count with the piece weight', () => {
    expect(at9('1', 'lt', 'kg', aceite)).toBe('0.920000000');
    expect(at9('100', 'ml', 'g', aceite)).toBe('92.000000000');
    expect(at9('460', 'g', 'lt', aceite)).toBe('0.500000000');
    expect(at9('5', 'pzas', 'kg', aguacate)).toBe('0.900000000');
    expect(at9('1', 'kg', 'pza', aguacate)).toBe('5.555555556');
    expect(at9('240', 'g', 'manojos', cilantro)).toBe('2.000000000');
  });

  it('takes purchase packs by name, singular or plural', () => {
    expect(at9('2', 'cajas', 'kg', jitomate)).toBe('50.000000000');
    expect(at9('1', 'bidon', 'ml', aceite)).toBe('20000.000000000');
    expect(at9('1', 'Bidones', 'kg', aceite)).toBe('18.400000000');
    expect(at9('1', 'costal', 'kg', cilantro)).toBe('4.800000000');
    expect(isCompatible('caja', jitomate)).toBe(true);
    expect(isCompatible('ml', jitomate)).toBe(false);
    expect(isCompatible('charola', jitomate)).toBe(false);
  });

  it("keeps a product's own count unit, in its own spelling", () => {
    const tortillas: ProductUnits = { unit: 'Charola' };
    expect(at9('3', 'charolas', 'Charola', tortillas)).toBe('3.000000000');
    expect(() => convert('1', 'Charola', 'kg', tortillas)).toThrow(/peso por pieza/);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['2 kilos', '2', 'kg'],
    ['1 kilo', '1', 'kg'],
    ['3kg', '3', 'kg'],
    ['5 kgs', '5', 'kg'],
    ['1,5 litros', '1.5', 'lt'],
    ['2 lt', '2', 'lt'],
    ['1 litro', '1', 'lt'],
    ['250 ml', '250', 'ml'],
    ['1 pieza', '1', 'pza'],
    ['12 pzas', '12', 'pza'],
    ['1/2 taza', '0.5', 'taza'],
    ['1 1/2 kg', '1.5', 'kg'],
    ['2 cdas.', '2', 'cucharada'],
    ['1 cucharadita', '1', 'cucharadita'],
    ['1 galón', '1', 'galon'],
    ['4 onzas', '4', 'oz'],
    ['2 libras', '2', 'lb'],
    ['1 docena', '1', 'docena'],
    ['3 Charolas', '3', 'Charolas'],
    ['0.125 KG', '0.125', 'kg'],
  ])('%s', (text, amount, unit) => {
    expect(parseQuantity(text)).toEqual({ amount, unit });
  });

  it('refuses what is not a quantity', () => {
    expect(parseQuantity('kilos')).toBeNull();
    expect(parseQuantity('2')).toBeNull();
    expect(parseQuantity('2', 'kg')).toEqual({ amount: '2', unit: 'kg' });
    expect(parseQuantity('1/3 taza')).toBeNull();
    expect(parseQuantity('1/0 taza')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});

describe('spellings', () => {
  it.each(Object.entries(UNIT_ALIASES).flatMap(([code, aliases]) => aliases.map((alias) => [alias, code])))(
    '%s → %s',
    (alias, code) => {
      expect(unitCodeOf(alias)).toBe(code);
      expect(unitCodeOf(` ${alias.toUpperCase()} `)).toBe(code);
      expect(canonicalUnit(alias)).toBe(code);
    },
  );

  it('has a code for every unit a receipt may carry, and keeps unknown units as written', () => {
    for (const unit of RECEIPT_UNITS) expect(UNIT_ALIASES[unit]).toContain(unit);
    expect(canonicalUnit(' Charola ')).toBe('Charola');
    expect(canonicalUnit('Galón')).toBe('galon');
  });
});

describe('there and back (property)', () => {
  const codes = Object.keys(MEASURES) as MeasureCode[];
  const amount = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.integer({ min: 0, max: 3 }))
    .map(([digits, places]) => {
      const text = digits.toString().padStart(places + 1, '0');
      return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
    });
  const samePair = fc
    .tuple(fc.constantFrom(...codes), fc.constantFrom(...codes))
    .filter(([a, b]) => MEASURES[a].dimension === MEASURES[b].dimension);

  it('converting to any unit of the dimension and back gives the same quantity exactly', () => {
    fc.assert(
      fc.property(amount, samePair, (value, [from, to]) => {
        expect(convert(convert(value, from, to), to, from)).toEqual(ratioOf(value));
      }),
    );
  });

  it('crossing dimensions through a density and a piece weight and back is exact too', () => {
    const density = amount.filter((value) => ratioOf(value).num > 0n);
    fc.assert(
      fc.property(
        amount,
        density,
        density,
        fc.constantFrom('g', 'kg', 'oz'),
        fc.constantFrom('ml', 'taza', 'pza', 'docena'),
        (value, kgPerL, grams, from, to) => {
          const product: ProductUnits = { unit: 'kg', densityKgPerL: kgPerL, pieceWeightG: grams };
          expect(convert(convert(value, from, to, product), to, from, product)).toEqual(ratioOf(value));
        },
      ),
    );
  });
});
