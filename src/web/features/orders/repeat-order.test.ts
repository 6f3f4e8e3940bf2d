import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@common/orders';
import { draftLines, type DraftProduct } from './order-draft';
import { REPEAT_MESSAGES, repeatDraft, repeatOrderPath } from './repeat-order';

const tomato: DraftProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jitomate saladet',
  unit: 'kg',
  currentPrice: '20.00',
  stockQuantity: '4',
  minStockQuantity: '10',
  packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }],
};
const onion: DraftProduct = { ...tomato, id: '22222222-2222-4222-8222-222222222222', name: 'Cebolla', packs: [] };

const item = (productId: string | null, productName: string, quantity: string, unit: string | null) =>
  ({ productId, productName, quantity, unit }) as OrderDetail['items'][number];

describe("'Repetir pedido' of a contact order", () => {
  it('fills the draft in the units ordered, for the products still there, and names the rest', () => {
    const order = {
      items: [
        item(tomato.id, 'Jitomate saladet', '2.000', 'Caja'),
        item(onion.id, 'Cebolla', '1.500', 'kg'),
        item(null, 'Chile borrado', '1.000', 'kg'),
        item(onion.id, 'Cebolla en costal', '1.000', 'Costal'),
      ],
    };
    const { draft, missing } = repeatDraft(order, [tomato, onion]);
    expect(draftLines(draft).map((line) => [line.name, line.quantity, line.unit])).toEqual([
      ['Jitomate saladet', '2', 'Caja'],
      ['Cebolla', '1.5', 'kg'],
    ]);
    expect(missing).toEqual(['Chile borrado', 'Cebolla en costal']);
    expect(REPEAT_MESSAGES.missing(missing)).toBe(
      'Chile borrado, Cebolla en costal ya no están disponibles y no se agregaron a la orden',
    );
  });

  it('leads a marketplace order to the cart and a contact order to a new order', () => {
    const id = '33333333-3333-4333-8333-333333333333';
    expect(repeatOrderPath({ id, orderType: 'marketplace' })).toBe(`/marketplace?repetir=${id}`);
    expect(repeatOrderPath({ id, orderType: 'direct' })).toBe(`/ordenes/nueva?repetir=${id}`);
  });
});
