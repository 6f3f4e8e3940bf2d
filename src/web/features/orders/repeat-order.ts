import type { OrderDetail } from '@common/orders';
import { lineUnitOf } from '@common/order-units';
import { plainQuantity } from '@common/quantity-format';
import { UnitError } from '@common/quantity';
import { setDraftLine, type Draft, type DraftProduct } from './order-draft';

export const REPEAT_MESSAGES = {
  action: 'Repetir pedido',
  repeated: 'Pedido cargado: revisa las cantidades y crea la orden',
  missing: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} ya no está disponible y no se agregó a la orden`
      : `${names.join(', ')} ya no están disponibles y no se agregaron a la orden`,
} as const;

/** Where an order's 'Repetir pedido' leads: the marketplace cart, or a new order to the same contact. */
export const repeatOrderPath = (order: Pick<OrderDetail, 'id' | 'orderType'>) =>
  order.orderType === 'marketplace' ? `/marketplace?repetir=${order.id}` : `/ordenes/nueva?repetir=${order.id}`;

/**
 * A new order's draft with a past order's lines, in the units they were ordered in, for the
 * products the contact still supplies; the names of the others (deleted, moved to another
 * supplier, or a pack the product no longer has).
 */
export function repeatDraft(order: Pick<OrderDetail, 'items'>, products: readonly DraftProduct[]) {
  const byId = new Map(products.map((product) => [product.id, product]));
  let draft: Draft = {};
  const missing: string[] = [];
  for (const item of order.items) {
    const product = item.productId ? byId.get(item.productId) : undefined;
    const unit = item.unit ?? undefined;
    try {
      if (!product) throw new UnitError(item.productName);
      lineUnitOf(unit, product);
      draft = setDraftLine(draft, product, { text: plainQuantity(item.quantity), unit });
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
      missing.push(item.productName);
    }
  }
  return { draft, missing };
}
