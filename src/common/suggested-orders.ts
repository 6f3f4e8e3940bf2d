import { z } from 'zod';
import { convert, type ProductUnits } from './quantity';
import { add, compareRatios, divide, multiply, ratio, ratioOf, toDecimal, type Ratio } from './ratio';
import { QUANTITY_PLACES } from './unit-costs';
import { createOrderSchema, orderDetailSchema } from './orders';
import { productPacksSchema } from './product-units';

/**
 * "Pedido sugerido" (issue #18, decision 046): what to order of each product so that, when the next
 * delivery comes, its stock is back at its minimum after the use expected until then.
 */
/** The days of use the expected daily use is averaged over. */
export const USE_WINDOW_DAYS = 28;
export const SUGGESTION_DAYS = { default: 7, min: 1, max: 60 } as const;
const DAYS_MESSAGE = `Los días hasta la entrega deben ser un número entero entre ${SUGGESTION_DAYS.min} y ${SUGGESTION_DAYS.max}`;

export const suggestionQuerySchema = z.object({
  days: z.coerce
    .number(DAYS_MESSAGE)
    .int(DAYS_MESSAGE)
    .min(SUGGESTION_DAYS.min, DAYS_MESSAGE)
    .max(SUGGESTION_DAYS.max, DAYS_MESSAGE)
    .default(SUGGESTION_DAYS.default),
});

export interface SuggestionFacts {
  product: ProductUnits;
  /** In the base unit. */
  stock: string;
  minimum: string;
  /** Taken by preparations and waste over the last USE_WINDOW_DAYS days, in the base unit (positive). */
  usedInWindow: string;
  /** Still to arrive on pending orders, in the base unit. */
  onOrder: string;
  /** Days until the next delivery. */
  days: number;
}

export interface Suggestion {
  /** Expected use per day, base unit, 3 decimals. */
  dailyUse: string;
  /** What is missing at the delivery: minimum + use until then − stock − on order, base unit. */
  short: string;
  /** What to order: whole packs of the product's first pack, else whole base units. */
  quantity: string;
  /** The pack's name, or null for the base unit. */
  unit: string | null;
  /** `quantity` in the base unit. */
  baseQuantity: string;
}

const ceil = (value: Ratio): bigint => (value.num + value.den - 1n) / value.den;

/** The suggestion for one product, or null when nothing is missing. Exact until each figure is rounded once. */
export function suggestLine(facts: SuggestionFacts): Suggestion | null {
  const dailyUse = divide(ratioOf(facts.usedInWindow), ratio(BigInt(USE_WINDOW_DAYS)));
  const target = add(ratioOf(facts.minimum), multiply(dailyUse, ratio(BigInt(facts.days))));
  const short = add(target, multiply(add(ratioOf(facts.stock), ratioOf(facts.onOrder)), ratio(-1n)));
  if (compareRatios(short, ratio(0n)) <= 0) return null;
  const pack = facts.product.packs?.[0];
  const packSize = pack ? convert('1', pack.name, facts.product.unit, facts.product) : null;
  const count = ceil(packSize ? divide(short, packSize) : short);
  const base = packSize ? multiply(ratio(count), packSize) : ratio(count);
  return {
    dailyUse: toDecimal(dailyUse, QUANTITY_PLACES),
    short: toDecimal(short, QUANTITY_PLACES),
    quantity: String(count),
    unit: pack ? pack.name : null,
    baseQuantity: toDecimal(base, QUANTITY_PLACES),
  };
}

export const suggestedLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  /** The product's base unit, and its packs as the order form offers them. */
  baseUnit: z.string(),
  packs: productPacksSchema,
  stock: z.string(),
  minimum: z.string(),
  onOrder: z.string(),
  dailyUse: z.string(),
  short: z.string(),
  quantity: z.string(),
  unit: z.string().nullable(),
  baseQuantity: z.string(),
  /** Price per base unit, and the line at it. */
  price: z.string(),
  lineTotal: z.string(),
});
export type SuggestedLine = z.infer<typeof suggestedLineSchema>;

export const suggestedOrdersSchema = z.object({
  days: z.number().int(),
  suppliers: z.array(
    z.object({
      supplierId: z.uuid(),
      supplierName: z.string(),
      whatsappNumber: z.string().nullable(),
      lines: z.array(suggestedLineSchema),
      total: z.string(),
    }),
  ),
  /** Products that would be suggested but have no supplier to order from. */
  withoutSupplier: z.array(
    z.object({ productId: z.uuid(), productName: z.string(), short: z.string(), baseUnit: z.string() }),
  ),
});
export type SuggestedOrders = z.infer<typeof suggestedOrdersSchema>;

export const SUGGESTION_MESSAGES = {
  ordersRequired: 'Incluye al menos una orden',
  tooManyOrders: 'Crea como máximo 50 órdenes a la vez',
  duplicateSupplier: 'Cada proveedor puede aparecer una sola vez',
  created: (count: number) => (count === 1 ? '1 orden creada' : `${count} órdenes creadas`),
} as const;

/** "Crear órdenes": every supplier's order of the suggestion, as edited, created in one transaction. */
export const createSuggestedOrdersSchema = z.object({
  orders: z
    .array(createOrderSchema, SUGGESTION_MESSAGES.ordersRequired)
    .min(1, SUGGESTION_MESSAGES.ordersRequired)
    .max(50, SUGGESTION_MESSAGES.tooManyOrders)
    .refine(
      (orders) => new Set(orders.map((order) => order.supplierId)).size === orders.length,
      SUGGESTION_MESSAGES.duplicateSupplier,
    ),
});
export type CreateSuggestedOrdersInput = z.input<typeof createSuggestedOrdersSchema>;
export const createdOrdersSchema = z.object({ orders: z.array(orderDetailSchema) });
