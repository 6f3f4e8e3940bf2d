import { describe, expect, it } from 'vitest';
import { hiddenQuantity } from './hidden-quantity';
import { parseReceipt } from './parse-receipt';

describe('hiddenQuantity', () => {
  it('finds the quantity when the sign was read as a digit or lost', () => {
    expect(hiddenQuantity('3429.00', '87.00')).toEqual({ quantity: '3', unitPrice: '29.00' });
    expect(hiddenQuantity('329.00', '87.00')).toEqual({ quantity: '3', unitPrice: '29.00' });
    expect(hiddenQuantity('12818.50', '222.00')).toEqual({ quantity: '12', unitPrice: '18.50' });
    expect(hiddenQuantity('1110.00', '10.00')).toEqual({ quantity: '1', unitPrice: '10.00' });
  });

  it('leaves a number that can be the price, or that no split explains', () => {
    expect(hiddenQuantity('29.00', '87.00')).toBeNull();
    expect(hiddenQuantity('3429.00', '3429.00')).toBeNull();
    expect(hiddenQuantity('3429.00', '88.00')).toBeNull();
    expect(hiddenQuantity('1,250.00', '50.00')).toBeNull();
  });
});

describe('parseReceipt', () => {
  it('pairs the name with a detail line whose multiplication sign OCR read as a digit', () => {
    const reading = parseReceipt('CHILE JALAPENO\n3429.00   87.00\nMAYONESA\n6 x 52.00   312.00\nTOTAL 399.00');
    expect(reading.items.map((item) => [item.name, item.quantity, item.unitPrice, item.total])).toEqual([
      ['Chile Jalapeno', '3', '29.00', '87.00'],
      ['Mayonesa', '6', '52.00', '312.00'],
    ]);
  });
});
