import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { describe, expect, it } from 'vitest';
import { withItemsByVote, withItemsCheckedElsewhere } from './checked-elsewhere';

const item = (name: string, quantity: string, total: string, confidence: number): ReceiptReadingItem => ({
  name,
  quantity,
  unit: 'kg',
  unitPrice: '10.00',
  total,
  confidence,
});
const reading = (items: ReceiptReadingItem[]): ReceiptReading => ({
  supplier: 'ABARROTES LUPITA',
  date: '2025-05-02',
  total: null,
  text: '',
  items,
});

describe('withItemsCheckedElsewhere', () => {
  it('takes a line whose numbers did not add up from another reading where they did', () => {
    const surest = reading([item('Papa Blanca', '2', '20.00', 0.95), item('Cebolla Blanca', '1.5', '75.00', 0.33)]);
    const other = reading([item('Papa Bianca', '2', '26.00', 0.9), item('Cebolia Blanca', '1.5', '15.00', 0.9)]);
    expect(withItemsCheckedElsewhere(surest, [other]).items.map(({ name, total }) => [name, total])).toEqual([
      ['Papa Blanca', '20.00'],
      ['Cebolia Blanca', '15.00'],
    ]);
  });

  it('keeps the line when no other reading checked a line of a like name, and uses a checked line once', () => {
    const surest = reading([item('Azucar', '3', '80.00', 0.3), item('Azucar', '3', '80.00', 0.3)]);
    const other = reading([item('Azucar', '3', '30.00', 0.9), item('Arroz', '8', '80.00', 0.9)]);
    const unsure = reading([item('Azucar', '3', '31.00', 0.4)]);
    expect(withItemsCheckedElsewhere(surest, [other, unsure]).items.map(({ total }) => total)).toEqual([
      '30.00',
      '80.00',
    ]);
  });
});

describe('withItemsByVote (decision 089)', () => {
  const figures = (result: ReceiptReading) => result.items.map(({ quantity, total }) => [quantity, total]);

  it('corrects a checked line when more readings agree, checked, on other figures', () => {
    const surest = reading([item('Leche Entera', '5.558', '1082.59', 0.87)]);
    const others = [
      reading([item('Leche Entera', '5.658', '144.28', 0.82)]),
      reading([item('Leche Enteta', '5.658', '144.28', 0.4)]),
    ];
    expect(figures(withItemsByVote(surest, others))).toEqual([['5.658', '144.28']]);
  });

  it('keeps a checked line on a tie, and a line no checked reading contradicts', () => {
    const surest = reading([item('Papa Blanca', '2', '20.00', 0.9), item('Cebolla', '1', '15.00', 0.3)]);
    const others = [reading([item('Papa Blanca', '2', '26.00', 0.9), item('Cebolla', '1', '16.00', 0.4)])];
    expect(figures(withItemsByVote(surest, others))).toEqual([
      ['2', '20.00'],
      ['1', '15.00'],
    ]);
  });

  it('takes an unchecked line from the largest checked group, and raises the confidence of one others confirm', () => {
    const surest = reading([item('Bistec de Res', '1', '1107.06', 0.32), item('Chorizo', '2.082', '255.44', 0.32)]);
    const others = [
      reading([item('Mistec de Res', '5.988', '1107.96', 0.73), item('Chorizo', '2.082', '255.44', 0.93)]),
      reading([item('Bistec de Res', '5.988', '1107.96', 0.6)]),
    ];
    const result = withItemsByVote(surest, others);
    expect(figures(result)).toEqual([
      ['5.988', '1107.96'],
      ['2.082', '255.44'],
    ]);
    expect(result.items[1]).toMatchObject({ name: 'Chorizo', confidence: 0.93 });
  });
});
