import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { TIME_ZONE } from './calendar';
import { decimalField, lineText, multilineText, NUMBER_MESSAGES } from './fields';
import { formatMoney } from './money';
import { formatLineQuantity } from './order-units';
import type { ProductUnits } from './quantity';

/**
 * Own-contact orders: pendiente → completada (received) or cancelada. Marketplace orders: pendiente →
 * confirmada → en_camino → entregada, or cancelada (decision 043, rules in order-states.ts).
 */
export const ORDER_STATUSES = ['pendiente', 'confirmada', 'en_camino', 'entregada', 'completada', 'cancelada'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  en_camino: 'En camino',
  entregada: 'Entregada',
  completada: 'Completada',
  cancelada: 'Cancelada',
};

const ORDER_CANCEL_REASON_REQUIRED = 'Escribe el motivo de la cancelación';

export const ORDER_MESSAGES = {
  supplierRequired: 'Selecciona un proveedor',
  itemsRequired: 'Agrega al menos un producto a la orden',
  createFailed: 'Error al crear la orden',
  createSuccess: 'Orden creada exitosamente',
  deleteFailedTitle: 'Error al eliminar',
  deleteFailed: 'No se pudo eliminar la orden',
  deleteSuccess: 'Orden eliminada',
  notFound: 'Orden no encontrada',
  productNotFound: 'Uno de los productos no existe en tu inventario',
  notPending: 'Solo se pueden modificar órdenes pendientes',
  notDirect: 'Las órdenes del marketplace las gestiona el proveedor',
  itemMismatch: 'Las partidas no corresponden a esta orden',
  received: 'Orden recibida: inventario actualizado',
  cancelled: 'Orden cancelada',
  alreadyReceived: 'Esta orden ya fue recibida',
  notReceivable: 'Una orden del marketplace se recibe cuando el proveedor la marca en camino o entregada',
  reservedDelete: 'Cancela la orden antes de eliminarla: el proveedor ya la confirmó',
  noSupplierEmail: 'Este proveedor no tiene correo: agrégalo en Proveedores',
  emailClosed: 'Esta orden ya se recibió o se canceló: no hay nada que enviar',
  emailSent: (email: string) => `Orden enviada a ${email}`,
  emailFailed: 'No se pudo enviar el correo',
} as const;

export const createOrderSchema = z.object({
  supplierId: z.uuid(ORDER_MESSAGES.supplierRequired),
  items: z
    .array(
      z.object({
        productId: z.uuid(ORDER_MESSAGES.productNotFound),
        quantity: z.coerce
          .number('Cantidad inválida')
          .min(0, NUMBER_MESSAGES.negative)
          .max(1_000_000, NUMBER_MESSAGES.tooLarge('1,000,000')),
        /** The base unit when absent; a measure ('g') or one of the product's packs ('Caja', 'cajas'): decision 037. */
        unit: lineText()
          .trim()
          .max(50, 'La unidad no puede superar los 50 caracteres')
          .nullish()
          .transform((value) => value || null),
      }),
      ORDER_MESSAGES.itemsRequired,
    )
    /** SPEC §4 order draft: a quantity of zero removes the line; a negative one is refused, not ignored. */
    .max(500)
    .transform((items) => items.filter((item) => item.quantity > 0))
    .refine((items) => items.length > 0, ORDER_MESSAGES.itemsRequired),
  notes: multilineText()
    .trim()
    .max(1000, 'Las notas no pueden superar los 1000 caracteres')
    .nullish()
    .transform((value) => value || null),
  /** The branch it is delivered to; absent means the main one (decision 056). */
  locationId: locationIdField(),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const receiveOrderSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.uuid(ORDER_MESSAGES.itemMismatch),
        receivedQuantity: decimalField('La cantidad recibida es requerida', 3),
        unitPrice: decimalField('El precio es requerido'),
      }),
    )
    .min(1, ORDER_MESSAGES.itemMismatch),
  /** The branch it is received into; absent means the order's own (decision 056). */
  locationId: locationIdField(),
});
export type ReceiveOrderInput = z.input<typeof receiveOrderSchema>;

export const cancelOrderSchema = z.object({
  reason: lineText(ORDER_CANCEL_REASON_REQUIRED)
    .trim()
    .min(1, ORDER_CANCEL_REASON_REQUIRED)
    .max(500, 'El motivo no puede superar los 500 caracteres'),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  orderType: z.enum(['direct', 'marketplace']),
  supplierId: z.uuid().nullable(),
  supplierCompanyId: z.uuid().nullable(),
  supplierName: z.string(),
  supplierWhatsapp: z.string().nullable(),
  /** The contact's e-mail: "Enviar por correo" sends through the server when there is one (decision 053). */
  supplierEmail: z.string().nullable(),
  totalAmount: z.string(),
  status: z.enum(ORDER_STATUSES),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['restaurante', 'proveedor']).nullable(),
  receivedAt: z.string().nullable(),
  orderDate: z.string(),
  itemCount: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const packSnapshotSchema = z.object({ quantity: z.string(), unit: z.string() });

/** What the line's product knows of its units now, to convert what arrives (null when it was deleted). */
export const orderItemProductSchema = z.object({
  unit: z.string(),
  currentPrice: z.string(),
  densityKgPerL: z.string().nullable(),
  pieceWeightG: z.string().nullable(),
  packs: z.array(packSnapshotSchema.extend({ name: z.string() })),
});
export type OrderItemProduct = z.infer<typeof orderItemProductSchema>;

/** A line in the unit it was ordered in: `quantity`, `unitPrice` and `receivedQuantity` are per `unit`. */
export const orderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  productName: z.string(),
  unit: z.string().nullable(),
  /** When `unit` is a pack, what one held when the order was made ("Caja" = 25 kg). */
  pack: packSnapshotSchema.nullable(),
  quantity: z.string(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  receivedQuantity: z.string().nullable(),
  /** What the restaurant asked for, when the supplier changed the line on confirming. */
  originalQuantity: z.string().nullable(),
  originalUnitPrice: z.string().nullable(),
  product: orderItemProductSchema.nullable(),
  /**
   * A marketplace line not yet in the restaurant's inventory: the product receiving adds it to, or
   * the one it creates (decision 043). Null for own-contact lines and lines already received.
   */
  receiveInto: z.object({ productId: z.uuid().nullable(), name: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The line's product as the unit rules take it (decision 037), or null when it was deleted. */
export const orderItemUnits = (item: Pick<OrderItem, 'productName' | 'product'>): ProductUnits | null =>
  item.product && { name: item.productName, ...item.product };

export const orderDetailSchema = orderSummarySchema.extend({ items: z.array(orderItemSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** SPEC §9: own-contact orders are 'ORD-' plus a timestamp. */
export const directOrderNumber = (timestamp: number) => `ORD-${timestamp}`;

/** The subject of the order's e-mail, sent by the server or opened in the user's mail app. */
export const orderEmailSubject = (orderNumber: string) => `Orden de compra ${orderNumber}`;

/** What `POST /api/orders/{id}/send-email` answers: the address the order went to. */
export const orderEmailSentSchema = z.object({ sentTo: z.string() });
export type OrderEmailSent = z.infer<typeof orderEmailSentSchema>;

/** The order as a message for the supplier (WhatsApp, e-mail or the clipboard), with its confirmation link (decision 047). */
export function orderMessage(
  order: Pick<OrderDetail, 'orderNumber' | 'orderDate' | 'notes' | 'totalAmount' | 'items'>,
  businessName: string | null,
  linkUrl: string | null = null,
) {
  // The restaurants' day, whether the browser or the server (decision 053) writes the message.
  const date = new Date(order.orderDate).toLocaleDateString('es-MX', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  const lines = order.items.map((item) =>
    `• ${formatLineQuantity(item.quantity, item.unit, item.pack)} ${item.productName} — ${formatMoney(item.totalPrice)}`.replace(
      /\s+/g,
      ' ',
    ),
  );
  return [
    `Hola, les comparto la orden de compra ${order.orderNumber}${businessName ? ` de ${businessName}` : ''} (${date}):`,
    '',
    ...lines,
    '',
    `Total: ${formatMoney(order.totalAmount)}`,
    ...(order.notes ? ['', `Notas: ${order.notes}`] : []),
    ...(linkUrl ? ['', `Confirma o ajusta el pedido aquí: ${linkUrl}`] : []),
    '',
    '¡Gracias!',
  ].join('\n');
}

/** A Mexican WhatsApp number as wa.me wants it: 52 + 10 digits; null when it cannot be one. */
export function normalizeMexicanWhatsapp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('521') && digits.length === 13) digits = `52${digits.slice(3)}`;
  if (digits.length === 10) digits = `52${digits}`;
  return /^52\d{10}$/.test(digits) ? digits : null;
}

export const whatsappLink = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
