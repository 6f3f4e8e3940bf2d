import { z } from 'zod';
import { decimalField } from './fields';
import { compareDecimals, formatMoney, lineTotal } from './money';
import type { OrderStatus } from './orders';
import { unitLabel } from './quantity';
import { formatNumber } from './quantity-format';
import { canonicalUnit } from './units';

/**
 * A marketplace order's states and who moves it (decision 043): the supplier confirms (possibly
 * changing lines), marks it en camino and entregada, and may cancel it until it is delivered; the
 * restaurant may cancel it only while it is pendiente. An own-contact order's supplier confirms and
 * marks en camino through its link with the same two rows (decision 047); the restaurant receives it
 * (completada) or cancels it.
 */
export const MARKETPLACE_ACTIONS = {
  confirm: { from: ['pendiente'], to: 'confirmada' },
  ship: { from: ['confirmada'], to: 'en_camino' },
  deliver: { from: ['en_camino'], to: 'entregada' },
  cancel: { from: ['pendiente', 'confirmada', 'en_camino'], to: 'cancelada' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type MarketplaceAction = keyof typeof MARKETPLACE_ACTIONS;

/** The restaurant may cancel a marketplace order only while it is pendiente. */
export const RESTAURANT_CANCELLABLE: readonly OrderStatus[] = ['pendiente'];

/**
 * An own-contact order not yet received or cancelled: its supplier's link works, and the restaurant
 * may receive or cancel it (no catalogue stock is held for it, decision 047).
 */
export const DIRECT_OPEN: readonly OrderStatus[] = ['pendiente', 'confirmada', 'en_camino'];

export const restaurantMayCancel = (orderType: 'direct' | 'marketplace', status: OrderStatus) =>
  (orderType === 'direct' ? DIRECT_OPEN : RESTAURANT_CANCELLABLE).includes(status);

export const restaurantMayReceive = (order: {
  orderType: 'direct' | 'marketplace';
  status: OrderStatus;
  receivedAt: unknown;
}) => !order.receivedAt && (order.orderType === 'direct' ? DIRECT_OPEN : MARKETPLACE_RECEIVABLE).includes(order.status);

/** Marketplace orders the restaurant may receive into stock (once, see `receivedAt`). */
export const MARKETPLACE_RECEIVABLE: readonly OrderStatus[] = ['en_camino', 'entregada'];

/** A marketplace order holds catalogue stock while it is in one of these (confirmed, not yet delivered). */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['confirmada', 'en_camino'];

/** A catalogue quantity as messages show it, in the catalogue's unit as written: "0 kg", "8 pzas" (not "0 g"). */
export const catalogueQuantity = (amount: string, unit: string) => {
  const code = canonicalUnit(unit);
  return `${formatNumber(amount)} ${unitLabel(code, compareDecimals(amount, 1) !== 0)}`;
};

export const canSupplier = (action: MarketplaceAction, status: OrderStatus) =>
  (MARKETPLACE_ACTIONS[action].from as readonly OrderStatus[]).includes(status);

export const ORDER_STATE_MESSAGES = {
  notFound: 'Pedido no encontrado',
  notAllowed: (action: MarketplaceAction, status: OrderStatus) =>
    `No se puede ${ACTION_VERBS[action]} un pedido ${STATUS_ADJECTIVES[status]}`,
  restaurantNotPending: 'Solo puedes cancelar una orden mientras está pendiente',
  noStock: (name: string, available: string) =>
    `No hay stock suficiente de ${name}: quedan ${available} disponibles. Ajusta la cantidad o cancela el pedido.`,
  lineMismatch: 'Las partidas no corresponden a este pedido',
  confirmed: 'Pedido confirmado',
  shipped: 'Pedido en camino',
  delivered: 'Pedido entregado',
  cancelled: 'Pedido cancelado',
} as const;

const ACTION_VERBS: Record<MarketplaceAction, string> = {
  confirm: 'confirmar',
  ship: 'marcar en camino',
  deliver: 'marcar como entregado',
  cancel: 'cancelar',
};
const STATUS_ADJECTIVES: Record<OrderStatus, string> = {
  pendiente: 'pendiente',
  confirmada: 'ya confirmado',
  en_camino: 'en camino',
  entregada: 'ya entregado',
  completada: 'completado',
  cancelada: 'cancelado',
};

/** "Confirmar pedido": lines the supplier changes (quantity or price in the line's unit); the rest stay. */
export const confirmOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.uuid(ORDER_STATE_MESSAGES.lineMismatch),
        quantity: decimalField('La cantidad es requerida', 3).refine(
          (value) => Number(value) > 0,
          'La cantidad debe ser mayor que 0',
        ),
        unitPrice: decimalField('El precio es requerido'),
      }),
    )
    .max(500)
    .default([]),
});
export type ConfirmOrderInput = z.input<typeof confirmOrderSchema>;

interface AdjustableLine {
  id: string;
  productName: string;
  quantity: string;
  unitPrice: string;
}

/**
 * "Confirmar pedido" with changes, for both kinds of supplier: a line whose quantity or price differs
 * takes them (its total recomputed) and is listed in `changed` with what the restaurant asked;
 * `described` reads "Limón: 10 kg a $20.00 → 8 kg a $22.50" with the caller's way of writing a
 * quantity. The order's total is the caller's (each kind rounds it its own way). Null when a change
 * names a line twice or one not in the order.
 */
export function adjustLines<Line extends AdjustableLine>(
  lines: readonly Line[],
  changes: ReadonlyArray<{ itemId: string; quantity: string; unitPrice: string }>,
  quantityText: (line: Line, quantity: string) => string,
) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const wanted = new Map(changes.map((change) => [change.itemId, change]));
  if (wanted.size !== changes.length || changes.some((change) => !byId.has(change.itemId))) return null;
  const changed: Array<{ line: Line; quantity: string; unitPrice: string; totalPrice: string }> = [];
  const final = lines.map((line) => {
    const change = wanted.get(line.id);
    if (
      !change ||
      (compareDecimals(change.quantity, line.quantity) === 0 && compareDecimals(change.unitPrice, line.unitPrice) === 0)
    )
      return line;
    const totalPrice = lineTotal(change.quantity, change.unitPrice);
    changed.push({ line, quantity: change.quantity, unitPrice: change.unitPrice, totalPrice });
    return { ...line, quantity: change.quantity, unitPrice: change.unitPrice, totalPrice };
  });
  const described = changed.map(
    (change) =>
      `${change.line.productName}: ${quantityText(change.line, change.line.quantity)} a ${formatMoney(change.line.unitPrice)} → ${quantityText(change.line, change.quantity)} a ${formatMoney(change.unitPrice)}`,
  );
  return { final, changed, described };
}

/** What a line changed on confirming stores: the new figures, and what the restaurant asked for. */
export const changedLineValues = (change: {
  line: { quantity: string; unitPrice: string };
  quantity: string;
  unitPrice: string;
  totalPrice: string;
}) => ({
  quantity: change.quantity,
  unitPrice: change.unitPrice,
  totalPrice: change.totalPrice,
  originalQuantity: change.line.quantity,
  originalUnitPrice: change.line.unitPrice,
});
export type ChangedLineValues = ReturnType<typeof changedLineValues>;

/** The lines of a confirmation form that differ from the order (only those are sent; the rest stay as asked). */
export const changedLines = <Line extends { quantity: string; unitPrice: string }>(
  lines: readonly Line[],
  items: ReadonlyArray<{ quantity: string; unitPrice: string }>,
) =>
  lines.filter(
    (line, index) =>
      compareDecimals(line.quantity, items[index].quantity) !== 0 ||
      compareDecimals(line.unitPrice, items[index].unitPrice) !== 0,
  );

/** What the restaurant's notification says after "confirmó tu pedido …". */
export const confirmedText = (orderNumber: string, described: readonly string[]) =>
  `confirmó tu pedido ${orderNumber}${described.length ? ` con cambios: ${described.join('; ')}` : ''}`;
