import { describe, expect, it } from 'vitest';
import { askedText, priceText } from './line-text';

describe('the price beside an order line', () => {
  it('is the unit price when it makes the total, else the price per base unit', () => {
    expect(priceText({ quantity: '2', unitPrice: '500.00', totalPrice: '1000.00' })).toBe(' × $500.00');
    const grams = { quantity: '250', unitPrice: '0.03', totalPrice: '6.38' };
    expect(priceText(grams, { price: '25.50', unit: 'kg' })).toBe(' · $25.50 por kg');
    expect(priceText(grams)).toBe('');
  });
});

describe('what the restaurant asked for on a changed line', () => {
  const line = { unit: 'kg', pack: null, originalQuantity: '16.000', originalUnitPrice: '18.00' };

  it('is the quantity asked at the price asked, or nothing on a line kept as asked', () => {
    expect(askedText(line)).toBe('16 kg a $18.00');
    expect(askedText({ ...line, originalUnitPrice: null })).toBe('16 kg');
    expect(askedText({ ...line, originalQuantity: null, originalUnitPrice: null })).toBeNull();
  });

  it('counts packs as the line does', () => {
    const pack = { quantity: '25', unit: 'kg' };
    expect(askedText({ ...line, unit: 'Caja', pack, originalQuantity: '2.000' })).toBe('2 cajas (50 kg) a $18.00');
  });
});
