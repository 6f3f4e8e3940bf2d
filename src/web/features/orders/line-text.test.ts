import { describe, expect, it } from 'vitest';
import { priceText } from './line-text';

describe('the price beside an order line', () => {
  it('is the unit price when it makes the total, else the price per base unit', () => {
    expect(priceText({ quantity: '2', unitPrice: '500.00', totalPrice: '1000.00' })).toBe(' × $500.00');
    const grams = { quantity: '250', unitPrice: '0.03', totalPrice: '6.38' };
    expect(priceText(grams, { price: '25.50', unit: 'kg' })).toBe(' · $25.50 por kg');
    expect(priceText(grams)).toBe('');
  });
});
