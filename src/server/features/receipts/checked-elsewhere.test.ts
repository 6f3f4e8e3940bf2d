import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { describe, expect, it } from 'vitest';
import { withItemsCheckedElsewhere } from './checked-elsewhere';

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
