import { describe, expect, it } from 'vitest';
import { parseCart } from './cart-store';

const line = {
  productId: 'p1',
  productName: 'Jitomate',
  quantity: 2,
  unitPrice: '26.50',
  unit: 'kg',
  supplierCompanyId: 's1',
  supplierName: 'Frescos',
};

describe('parseCart', () => {
  it('reads a stored cart', () => {
    expect(parseCart(JSON.stringify([line]))).toEqual([line]);
  });

  it('drops missing, broken or foreign data', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{no es json')).toEqual([]);
    expect(parseCart(JSON.stringify({ lines: [line] }))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, quantity: 0 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...line, unitPrice: 26.5 }]))).toEqual([]);
  });
});
