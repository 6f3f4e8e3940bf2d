import { z } from 'zod';
import { ORDER_STATUSES } from './orders';

/**
 * The link an own-contact order's supplier confirms it by, without an account (decision 047): it
 * works for 14 days, for that order only, until the order is received or cancelled or a new link
 * replaces it. Anything else answers 404 with nothing read.
 */
export const ORDER_LINK_DAYS = 14;

/** The public page's path; the web puts its own origin in front. */
export const orderLinkPath = (token: string) => `/pedido/${token}`;

export const ORDER_LINK_MESSAGES = {
  notFound: 'Este enlace no existe, ya venció o el pedido ya se cerró',
  confirmed: 'Pedido confirmado. El restaurante ya lo ve.',
  shipped: 'Listo: el restaurante sabe que el pedido va en camino.',
  renewed: 'Enlace nuevo listo: el anterior ya no funciona',
  closed: 'Esta orden ya se recibió o se canceló: no necesita enlace',
} as const;

/** What the restaurant's send actions put in the message: the link and when it stops working. */
export const orderLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type OrderLink = z.infer<typeof orderLinkSchema>;
/** Null when the order has no working link (never made, expired, or the order is closed). */
export const currentOrderLinkSchema = z.object({ link: orderLinkSchema.nullable() });
export type CurrentOrderLink = z.infer<typeof currentOrderLinkSchema>;

export const orderLinkParams = z.object({ token: z.string() });

/** The one order a link shows: its lines, and no other data of the restaurant. */
export const linkedOrderSchema = z.object({
  orderNumber: z.string(),
  restaurantName: z.string(),
  supplierName: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  notes: z.string().nullable(),
  totalAmount: z.string(),
  expiresAt: z.string(),
  items: z.array(
    z.object({
      id: z.uuid(),
      productName: z.string(),
      unit: z.string().nullable(),
      pack: z.object({ quantity: z.string(), unit: z.string() }).nullable(),
      quantity: z.string(),
      unitPrice: z.string(),
      totalPrice: z.string(),
      originalQuantity: z.string().nullable(),
      originalUnitPrice: z.string().nullable(),
    }),
  ),
});
export type LinkedOrder = z.infer<typeof linkedOrderSchema>;
