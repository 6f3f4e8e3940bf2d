import { describe, expect, it } from 'vitest';
import { differenceLabel } from './price-comparison';
import {
  comparePrices,
  comparisonUnit,
  type ComparedProduct,
  type Offer,
  type Purchase,
} from './price-comparison-rule';
import { divide, ratioOf } from './ratio';

const jitomate: ComparedProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Jitomate',
  unit: 'kg',
  currentPrice: '22.00',
  packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
};

const purchase = (supplierKey: string, date: string, price: Purchase['price'], unit: string, name = supplierKey) => ({
  supplierKey,
  price,
  unit,
  units: jitomate,
  shown: {
    supplierName: name,
    supplierKind: 'contact' as const,
    source: 'order' as const,
    reference: `ORD-${date}`,
    date,
    paidAmount: String(price),
    paidQuantity: `1 ${unit}`,
  },
});

const offer = (name: string, price: string, unit: Offer['unit']): Offer => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  name,
  supplierCompanyId: '00000000-0000-4000-8000-0000000000bb',
  supplierName: 'Central',
  price,
  unit,
});

describe('comparisonUnit', () => {
  it('compares mass per kg, volume per l, counted measures per pza and an own unit per itself', () => {
    expect(['g', 'kg', 'lb', 'ml', 'lt', 'docena', 'pza', 'Charola'].map((unit) => comparisonUnit({ unit }))).toEqual([
      'kg',
      'kg',
      'kg',
      'lt',
      'lt',
      'pza',
      'pza',
      'Charola',
    ]);
  });
});

describe('comparePrices', () => {
  const purchases = [
    purchase('contact:a', '2026-09-01T10:00:00.000Z', '550.00', 'Caja', 'Abastos Ramírez'),
    purchase('contact:a', '2026-10-01T10:00:00.000Z', '500.00', 'Caja', 'Abastos Ramírez'),
    purchase('contact:b', '2026-10-02T10:00:00.000Z', '21.50', 'kg', 'Verduras Lupita'),
    // An invoice of 50 kg that cost $1,160.00 in all: the price of one kg is the exact quotient.
    purchase('contact:c', '2026-10-03T10:00:00.000Z', divide(ratioOf('1160'), ratioOf('50')), 'kg', 'Facturas SA'),
  ];
  const offers = [
    offer('Jitomate bola', '5.00', 'unidad'),
    offer('Jitomate saladet', '450.00', 'caja'),
    offer('Jitomate', '9.00', 'lb'),
  ];
  const result = comparePrices(jitomate, purchases, offers, false);

  it('keeps the latest price of each supplier, per kg, cheapest first, against the current $22.00', () => {
    expect(result.unit).toBe('kg');
    expect(result.currentPricePerUnit).toBe('22.00');
    expect(result.paid.map((row) => [row.supplierName, row.pricePerUnit, row.differencePercent, row.cheapest])).toEqual(
      [
        ['Abastos Ramírez', '20.00', '-9', false],
        ['Verduras Lupita', '21.50', '-2', false],
        ['Facturas SA', '23.20', '5', false],
      ],
    );
  });

  it('converts offers through the units (a caja by the product’s pack, lb exactly), the incompatible last with the reason', () => {
    expect(result.offers.map((row) => [row.name, row.pricePerUnit, row.differencePercent, row.cheapest])).toEqual([
      ['Jitomate saladet', '18.00', '-18', true],
      // $9 the pound is $9 ÷ 0.45359237 kg = $19.8416… the kg.
      ['Jitomate', '19.84', '-10', false],
      ['Jitomate bola', null, null, false],
    ]);
    expect(result.offers[0].note).toBe('1 caja = 25 kg según tu presentación «Caja»');
    expect(result.offers[1].note).toBeNull();
    expect(result.offers[2].reason).toBe(
      'No se puede convertir pza a kg en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    );
  });

  it('marks every price tied for the lowest, paid or offered', () => {
    const tied = comparePrices(jitomate, [purchase('company:c', '2026-10-05T00:00:00.000Z', '18', 'kg')], offers, true);
    expect(tied.paid[0].cheapest).toBe(true);
    expect(tied.offers.filter((row) => row.cheapest).map((row) => row.name)).toEqual(['Jitomate saladet']);
    expect(tied.creditsIva).toBe(true);
  });

  it('shows a product kept in grams per kg, and leaves out a purchase that no longer converts', () => {
    const grams: ComparedProduct = { id: jitomate.id, name: 'Comino', unit: 'g', currentPrice: '0.25', packs: [] };
    const old = { ...purchase('contact:z', '2026-01-01T00:00:00.000Z', '30', 'Bolsa'), units: grams };
    const compared = comparePrices(grams, [old], [offer('Comino molido', '250.00', 'kg')], false);
    expect(compared.currentPricePerUnit).toBe('250.00');
    expect(compared.paid).toEqual([]);
    expect(compared.offers[0]).toMatchObject({ pricePerUnit: '250.00', differencePercent: '0', cheapest: true });
  });

  it('has no difference when the current price is 0', () => {
    const free = comparePrices({ ...jitomate, currentPrice: '0' }, [], [offer('Jitomate', '20', 'kg')], false);
    expect(free.offers[0]).toMatchObject({ pricePerUnit: '20.00', differencePercent: null });
  });
});

describe('differenceLabel', () => {
  it('reads the whole percent as cheaper, dearer or the same', () => {
    expect(['-12', '5', '0', null].map(differenceLabel)).toEqual([
      '12 % más barato',
      '5 % más caro',
      'Igual que tu precio actual',
      null,
    ]);
  });
});
