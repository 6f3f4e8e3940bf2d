import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartItemCount,
  cartTotal,
  marketplaceOrderNumber,
  removeCartLine,
  stepCartLine,
  type CartLine,
} from './marketplace';

const tomato = {
  productId: 'p1',
  productName: 'Jitomate',
  unitPrice: '26.10',
  unit: 'kg',
  supplierCompanyId: 's1',
  supplierName: 'Frescos',
};
const lime = {
  productId: 'p2',
  productName: 'Limón',
  unitPrice: '0.10',
  unit: 'kg',
  supplierCompanyId: 's2',
  supplierName: '',
};

describe('cart', () => {
  it('adds a line with quantity 1, then increments it', () => {
    let cart: CartLine[] = addToCart([], tomato);
    cart = addToCart(cart, tomato);
    cart = addToCart(cart, lime);
    expect(cart.map((line) => [line.productId, line.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(cart[1].supplierName).toBe('Proveedor');
    expect(cartItemCount(cart)).toBe(3);
  });

  it('steps quantities and drops a line that reaches 0', () => {
    let cart = addToCart(addToCart([], tomato), lime);
    cart = stepCartLine(cart, 'p2', -1);
    expect(cart.map((line) => line.productId)).toEqual(['p1']);
    cart = stepCartLine(cart, 'p1', 2);
    expect(cart[0].quantity).toBe(3);
    expect(removeCartLine(cart, 'p1')).toEqual([]);
  });

  it('totals exactly', () => {
    let cart = addToCart([], lime);
    cart = stepCartLine(cart, 'p2', 2);
    expect(cartTotal(cart)).toBe('0.30');
    expect(cartTotal(addToCart(cart, tomato))).toBe('26.40');
  });

  it('builds the marketplace order number of SPEC §9', () => {
    expect(marketplaceOrderNumber(1700000000000, '3f2a9c1d-aaaa-bbbb-cccc-123456789012')).toBe(
      'ORD-1700000000000-3f2a9c1d',
    );
  });
});
