import { describe, expect, it } from 'vitest';
import {
  adjustLines,
  changedLineValues,
  confirmedText,
  restaurantMayCancel,
  restaurantMayReceive,
} from './order-states';

const lines = [
  { id: 'a', productName: 'Limón', quantity: '10.000', unitPrice: '20.00', totalPrice: '200.00' },
  { id: 'b', productName: 'Cebolla', quantity: '2.000', unitPrice: '15.00', totalPrice: '30.00' },
];
const kg = (_line: unknown, quantity: string) => `${Number(quantity)} kg`;

describe('adjustLines (confirming with changes, both kinds of supplier)', () => {
  it('rewrites only the lines whose quantity or price differ, and describes them', () => {
    const result = adjustLines(
      lines,
      [
        { itemId: 'a', quantity: '8', unitPrice: '22.5' },
        { itemId: 'b', quantity: '2', unitPrice: '15' },
      ],
      kg,
    )!;
    expect(result.changed).toHaveLength(1);
    expect(result.changed[0]).toMatchObject({ quantity: '8', unitPrice: '22.5', totalPrice: '180.00' });
    expect(changedLineValues(result.changed[0])).toEqual({
      quantity: '8',
      unitPrice: '22.5',
      totalPrice: '180.00',
      originalQuantity: '10.000',
      originalUnitPrice: '20.00',
    });
    expect(result.final[1]).toBe(lines[1]);
    expect(result.described).toEqual(['Limón: 10 kg a $20.00 → 8 kg a $22.50']);
    expect(confirmedText('ORD-1', result.described)).toBe(
      'confirmó tu pedido ORD-1 con cambios: Limón: 10 kg a $20.00 → 8 kg a $22.50',
    );
    expect(confirmedText('ORD-1', [])).toBe('confirmó tu pedido ORD-1');
  });

  it('refuses a line twice or a line of another order', () => {
    const twice = { itemId: 'a', quantity: '1', unitPrice: '1' };
    expect(adjustLines(lines, [twice, twice], kg)).toBeNull();
    expect(adjustLines(lines, [{ itemId: 'z', quantity: '1', unitPrice: '1' }], kg)).toBeNull();
  });
});

describe('what the restaurant may do with an order', () => {
  it('cancels and receives an own-contact order while it is open; a marketplace one by its own rules', () => {
    for (const status of ['pendiente', 'confirmada', 'en_camino'] as const) {
      expect(restaurantMayCancel('direct', status)).toBe(true);
      expect(restaurantMayReceive({ orderType: 'direct', status, receivedAt: null })).toBe(true);
    }
    expect(restaurantMayCancel('direct', 'completada')).toBe(false);
    expect(restaurantMayReceive({ orderType: 'direct', status: 'cancelada', receivedAt: null })).toBe(false);
    expect(restaurantMayCancel('marketplace', 'confirmada')).toBe(false);
    expect(restaurantMayReceive({ orderType: 'marketplace', status: 'pendiente', receivedAt: null })).toBe(false);
    expect(restaurantMayReceive({ orderType: 'marketplace', status: 'entregada', receivedAt: 'ayer' })).toBe(false);
  });
});
