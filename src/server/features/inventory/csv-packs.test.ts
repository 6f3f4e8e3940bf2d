import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { packInputSchema } from '@common/product-units';
import { UNIT_LABELS, type UnitCode } from '@common/units';
import { formatPacksCell, parsePack, parsePacksCell } from './csv-packs';

describe('parsePack', () => {
  it.each([
    ['Caja 25 kg', { name: 'Caja', quantity: '25', unit: 'kg' }],
    ['  Bolsa   5  kilos ', { name: 'Bolsa', quantity: '5', unit: 'kg' }],
    ['Bidón 20 l', { name: 'Bidón', quantity: '20', unit: 'lt' }],
    ['Costal 2 20 kg', { name: 'Costal 2', quantity: '20', unit: 'kg' }],
    ['Caja chica 12 pzas', { name: 'Caja chica', quantity: '12', unit: 'pza' }],
    ['Caja 12 Bolsa chica', { name: 'Caja', quantity: '12', unit: 'Bolsa chica' }],
    ['Caja 2,5 kg', { name: 'Caja', quantity: '2.5', unit: 'kg' }],
    ['Media caja 1 1/2 kg', { name: 'Media caja', quantity: '1.5', unit: 'kg' }],
    ['Sobre 1/4 kg', { name: 'Sobre', quantity: '0.25', unit: 'kg' }],
    ['Caja 25kg', { name: 'Caja', quantity: '25', unit: 'kg' }],
    ['25 10 kg', { name: '25', quantity: '10', unit: 'kg' }],
  ])('%j', (text, pack) => expect(parsePack(text)).toEqual(pack));

  it.each(['Caja', 'Caja kg', '25 kg', 'Caja veinte kg', 'Caja -5 kg', 'Caja 1/3 kg', 'Caja 25', ''])(
    'cannot read %j',
    (text) => expect(parsePack(text)).toBeNull(),
  );
});

describe('parsePacksCell', () => {
  it('reads every pack, skips empty parts and names what it cannot read', () => {
    expect(parsePacksCell('Caja 25 kg; ; Bolsa 5 kg;')).toEqual({
      packs: [
        { name: 'Caja', quantity: '25', unit: 'kg' },
        { name: 'Bolsa', quantity: '5', unit: 'kg' },
      ],
      errors: [],
    });
    expect(parsePacksCell('Caja 25 kg; Bolsa de cinco')).toEqual({
      packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
      errors: [INVENTORY_CSV_MESSAGES.unreadablePack('Bolsa de cinco')],
    });
    expect(parsePacksCell('')).toEqual({ packs: [], errors: [] });
  });
});

describe('formatPacksCell', () => {
  it('writes the stored packs with their units as labels', () => {
    expect(
      formatPacksCell([
        { name: 'Caja', quantity: '25.000', unit: 'kg' },
        { name: 'Bidón', quantity: '20.000', unit: 'lt' },
        { name: 'Charola', quantity: '1.000', unit: 'docena' },
        { name: 'Charola grande', quantity: '30.000', unit: 'pza' },
      ]),
    ).toBe('Caja 25 kg; Bidón 20 l; Charola 1 docena; Charola grande 30 pzas');
  });

  it('reads back every pack the product form accepts, exactly (property)', () => {
    const codes = Object.keys(UNIT_LABELS) as UnitCode[];
    const word = fc.stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñ0-9#.()-]{1,12}$/);
    const pack = fc.record({
      name: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      quantity: fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
        .filter(([whole, thousandths]) => whole + thousandths > 0)
        .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`),
      unit: fc.oneof(fc.constantFrom(...codes), fc.constantFrom('Charola', 'Bolsa chica', 'Rebanada')),
    });
    fc.assert(
      fc.property(fc.array(pack, { minLength: 1, maxLength: 5 }), (packs) => {
        const stored = packs.map((item) => packInputSchema.parse(item));
        const read = parsePacksCell(formatPacksCell(stored));
        expect(read.errors).toEqual([]);
        expect(read.packs.map((item) => packInputSchema.parse(item))).toEqual(
          stored.map((item) => ({ ...item, quantity: item.quantity.replace(/\.?0+$/, '') })),
        );
      }),
      { numRuns: 300 },
    );
  });
});
