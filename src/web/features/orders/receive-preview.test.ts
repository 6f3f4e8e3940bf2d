import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@common/orders';
import { receivePreview } from './receive-preview';

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  productId: '22222222-2222-4222-8222-222222222222',
  productName: 'Jitomate',
  unit: 'Caja',
  pack: { quantity: '25.000', unit: 'kg' },
  quantity: '2.000',
  unitPrice: '450.00',
  totalPrice: '900.00',
  receivedQuantity: null,
  originalQuantity: null,
  originalUnitPrice: null,
  receiveInto: null,
  product: {
    unit: 'kg',
    currentPrice: '18.00',
    densityKgPerL: null,
    pieceWeightG: null,
    packs: [{ name: 'Caja', quantity: '20.000', unit: 'kg' }],
  },
  ...overrides,
});

describe('what receiving a line will do', () => {
  it('gains the base quantity of the pack as ordered and reprices per base unit', () => {
    expect(receivePreview(item(), '2', '500')).toEqual({
      gain: '50 kg',
      price: { before: '18.00', after: '20.00', unit: 'kg' },
      error: null,
      gone: false,
    });
    expect(receivePreview(item(), '2', '450.00').price).toBeNull();
    expect(receivePreview(item(), '0', '999').price).toBeNull();
    expect(receivePreview(item(), 'dos', '500').gain).toBeNull();
    const grams = item({
      unit: 'g',
      pack: null,
      quantity: '250.000',
      unitPrice: '0.03',
      product: { ...item().product!, currentPrice: '25.50' },
    });
    expect(receivePreview(grams, '250', '0.03')).toMatchObject({ gain: '250 g', price: null });
  });

  it('says when the unit no longer converts, or the product is gone', () => {
    const pieces = item({ unit: 'g', pack: null, product: { ...item().product!, unit: 'pza', packs: [] } });
    expect(receivePreview(pieces, '500', '1').error).toBe(
      'No se puede convertir g a pza en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    );
    expect(receivePreview(item({ product: null }), '2', '500')).toMatchObject({ gone: true, gain: null });
  });
});
