import { describe, expect, it } from 'vitest';
import { cartOrderInputSchema, marketplaceOrderNumber } from './marketplace';

describe('marketplace orders', () => {
  it('builds the marketplace order number of SPEC §9', () => {
    expect(marketplaceOrderNumber(1700000000000, '3f2a9c1d-aaaa-bbbb-cccc-123456789012')).toBe(
      'ORD-1700000000000-3f2a9c1d',
    );
  });

  it('keeps quantities exact and refuses more than 3 decimals', () => {
    const productId = '3f2a9c1d-aaaa-4bbb-8ccc-123456789012';
    expect(cartOrderInputSchema.parse({ lines: [{ productId, quantity: '2,5' }] }).lines[0].quantity).toBe('2.5');
    expect(cartOrderInputSchema.parse({ lines: [{ productId, quantity: 10 }] }).lines[0].quantity).toBe('10');
    expect(cartOrderInputSchema.safeParse({ lines: [{ productId, quantity: '0.0001' }] }).success).toBe(false);
    expect(cartOrderInputSchema.safeParse({ lines: [{ productId, quantity: 0 }] }).success).toBe(false);
  });
});
