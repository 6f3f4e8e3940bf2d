import { describe, expect, it } from 'vitest';
import { NUMBER_MESSAGES } from '@common/fields-rules';
import {
  draftLines,
  draftTotal,
  hasInvalidQuantity,
  quantityError,
  setDraftLine,
  setDraftQuantity,
  suggestQuantities,
  type DraftProduct,
} from './order-draft';

const product = (id: string, price: string, stock = '20', minimum = '10'): DraftProduct => ({
  id,
  name: `Producto ${id}`,
  unit: 'kg',
  currentPrice: price,
  stockQuantity: stock,
  minStockQuantity: minimum,
});

describe('order draft', () => {
  it('adds, updates and removes lines by quantity', () => {
    let draft = setDraftQuantity({}, product('a', '10.00'), '2');
    draft = setDraftQuantity(draft, product('b', '5.00'), '1.5');
    expect(draftLines(draft).map((line) => [line.productId, line.quantity])).toEqual([
      ['a', '2'],
      ['b', '1.5'],
    ]);
    draft = setDraftQuantity(draft, product('a', '10.00'), '3');
    expect(draftLines(draft)[0].quantity).toBe('3');
    draft = setDraftQuantity(draft, product('a', '10.00'), '0');
    expect(draftLines(draft).map((line) => line.productId)).toEqual(['b']);
    draft = setDraftQuantity(draft, product('b', '5.00'), '-1');
    expect(draftLines(draft)).toEqual([]);
    expect(Object.keys(setDraftQuantity(draft, product('b', '5.00'), ''))).toEqual(['a']);
  });

  it('keeps totals exact: 3 × 0.1 + 0.2 × 1 is 0.50', () => {
    let draft = setDraftQuantity({}, product('a', '0.10'), '3');
    draft = setDraftQuantity(draft, product('b', '0.20'), '1');
    expect(draftTotal(draftLines(draft))).toBe('0.50');
    expect(draftTotal(draftLines(setDraftQuantity({}, product('c', '33.33'), '0.1')))).toBe('3.33');
  });

  it('flags quantities that cannot be ordered and leaves them out', () => {
    expect(quantityError('1.2345')).toBe(NUMBER_MESSAGES.tooManyDecimals(3));
    expect(quantityError('abc')).toBe(NUMBER_MESSAGES.invalid);
    expect(quantityError('2000000')).toBe(NUMBER_MESSAGES.tooLarge('1,000,000'));
    expect(quantityError('-2')).toBe(NUMBER_MESSAGES.negative);
    expect(hasInvalidQuantity(setDraftQuantity({}, product('a', '10.00'), '-2'))).toBe(true);
    expect(quantityError('1,5')).toBeNull();
    expect(quantityError('0')).toBeNull();
    const draft = setDraftQuantity({}, product('a', '10.00'), '1.2345');
    expect(hasInvalidQuantity(draft)).toBe(true);
    expect(draftLines(draft)).toEqual([]);
    expect(draftLines(setDraftQuantity({}, product('a', '10.00'), '1,5'))[0].quantity).toBe('1.5');
  });

  it('suggests the minimum minus the stock for products below their minimum only', () => {
    const start = setDraftQuantity({}, product('ok', '1.00'), '4');
    const { draft, suggested } = suggestQuantities(start, [
      product('ok', '1.00', '20', '10'),
      product('low', '2.00', '2.5', '10'),
      product('edge', '3.00', '10', '10'),
    ]);
    expect(suggested).toBe(1);
    expect(draftLines(draft).map((line) => [line.productId, line.quantity])).toEqual([
      ['ok', '4'],
      ['low', '7.5'],
    ]);
  });

  it('orders in a pack or another measure, priced from the price per base unit and totalled exactly', () => {
    const tomato = { ...product('t', '20.00'), packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] };
    const herbs = product('h', '25.50');
    let draft = setDraftLine({}, tomato, { unit: 'Caja' });
    // A unit picked before the quantity is kept, without making a line yet.
    expect(draftLines(draft)).toEqual([]);
    draft = setDraftLine(draft, tomato, { text: '2' });
    draft = setDraftLine(draft, herbs, { text: '250', unit: 'g' });
    expect(
      draftLines(draft).map(({ unit, pack, quantity, unitPrice, totalPrice }) => ({
        unit,
        pack,
        quantity,
        unitPrice,
        totalPrice,
      })),
    ).toEqual([
      {
        unit: 'Caja',
        pack: { quantity: '25.000', unit: 'kg' },
        quantity: '2',
        unitPrice: '500.00',
        totalPrice: '1000.00',
      },
      // 250 × $0.0255 = $6.375: the unit price shows $0.03, the total is exact, rounded once.
      { unit: 'g', pack: null, quantity: '250', unitPrice: '0.03', totalPrice: '6.38' },
    ]);
    expect(draftTotal(draftLines(draft))).toBe('1006.38');
    // Clearing the quantity keeps the chosen pack until the unit goes back to the base unit.
    draft = setDraftLine(draft, tomato, { text: '' });
    expect(draft.t).toMatchObject({ unit: 'Caja', text: '' });
    expect(setDraftLine(draft, tomato, { unit: 'kg' }).t).toBeUndefined();
    // "Sugerir cantidades" suggests in the base unit.
    const low = { ...tomato, stockQuantity: '2', minStockQuantity: '10' };
    expect(draftLines(suggestQuantities(setDraftLine({}, low, { unit: 'Caja' }), [low]).draft)[0]).toMatchObject({
      unit: 'kg',
      quantity: '8',
      totalPrice: '160.00',
    });
  });
});
