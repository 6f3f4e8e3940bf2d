import { z } from 'zod';
import { decimalField } from './fields';
import { compareDecimals } from './money';
import type { OrderStatus } from './orders';
import { unitLabel } from './quantity';
import { formatNumber } from './quantity-format';
import { canonicalUnit } from './units';

/**
 * A marketplace order's states and who moves it (decision 043): the supplier confirms (possibly
 * changing lines), marks it en camino and entregada, and may cancel it until it is delivered; the
 * restaurant may cancel it only while it is pendiente. Own-contact orders keep pendiente →
 * completada ("Recibir orden") or cancelada, by the restaurant.
 */
export const MARKETPLACE_ACTIONS = {
  confirm: { from: ['pendiente'], to: 'confirmada' },
  ship: { from: ['confirmada'], to: 'en_camino' },
  deliver: { from: ['en_camino'], to: 'entregada' },
  cancel: { from: ['pendiente', 'confirmada', 'en_camino'], to: 'cancelada' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type MarketplaceAction = keyof typeof MARKETPLACE_ACTIONS;

/** The restaurant may cancel its own orders (either kind) only while they are pendiente. */
export const RESTAURANT_CANCELLABLE: readonly OrderStatus[] = ['pendiente'];

/** A marketplace order holds catalogue stock while it is in one of these (confirmed, not yet delivered). */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['confirmada', 'en_camino'];

/** Marketplace orders the restaurant may receive into stock (once, see `receivedAt`). */
export const MARKETPLACE_RECEIVABLE: readonly OrderStatus[] = ['en_camino', 'entregada'];

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
