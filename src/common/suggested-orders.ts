import { z } from 'zod';
import { cartLineProblem, cartQuantityField, isWholeUnit } from './marketplace-cart';
import { convert, type ProductUnits } from './quantity';
import { plainQuantity } from './quantity-format';
import { add, compareRatios, divide, multiply, ratio, ratioOf, toDecimal, type Ratio } from './ratio';
import { QUANTITY_PLACES } from './unit-costs';
import { createOrderSchema, orderDetailSchema } from './orders';
import { productPacksSchema } from './product-units';
import { MARKETPLACE_UNITS } from './suppliers';

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

/** Expected daily use and what is missing at the delivery, exact; null when nothing is missing. */
function shortfall(facts: SuggestionFacts): { dailyUse: Ratio; short: Ratio } | null {
  const dailyUse = divide(ratioOf(facts.usedInWindow), ratio(BigInt(USE_WINDOW_DAYS)));
  const target = add(ratioOf(facts.minimum), multiply(dailyUse, ratio(BigInt(facts.days))));
  const short = add(target, multiply(add(ratioOf(facts.stock), ratioOf(facts.onOrder)), ratio(-1n)));
  return compareRatios(short, ratio(0n)) <= 0 ? null : { dailyUse, short };
}

/** The suggestion for one product, or null when nothing is missing. Exact until each figure is rounded once. */
export function suggestLine(facts: SuggestionFacts): Suggestion | null {
  const missing = shortfall(facts);
  if (!missing) return null;
  const { dailyUse, short } = missing;
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

/** What a marketplace supplier sells: its unit, and the least it takes of it (decision 044). */
export interface CatalogueFacts {
  name: string;
  unit: string;
  minOrderQuantity: string;
}

/**
 * The suggestion for a product ordered from a marketplace supplier (decision 052): the shortfall
 * converted exactly from the product's base unit to the catalogue's unit, rounded up to whole
 * catalogue units, then raised to the supplier's minimum when the cart's rule finds it below it.
 * Throws `UnitError` when the product does not say how to convert (a caja without a «Caja» pack).
 */
export function suggestCatalogueLine(facts: SuggestionFacts, catalogue: CatalogueFacts): Suggestion | null {
  const missing = shortfall(facts);
  if (!missing) return null;
  const { product } = facts;
  let quantity = String(ceil(convert(missing.short, product.unit, catalogue.unit, product)));
  const line = { productName: catalogue.name, unit: catalogue.unit, minOrderQuantity: catalogue.minOrderQuantity };
  if (cartLineProblem({ ...line, quantity })?.kind === 'below_minimum') {
    const minimum = ratioOf(catalogue.minOrderQuantity);
    quantity = isWholeUnit(catalogue.unit) ? String(ceil(minimum)) : plainQuantity(toDecimal(minimum, 3));
  }
  return {
    dailyUse: toDecimal(missing.dailyUse, QUANTITY_PLACES),
    short: toDecimal(missing.short, QUANTITY_PLACES),
    quantity,
    unit: catalogue.unit,
    baseQuantity: toDecimal(convert(quantity, catalogue.unit, product.unit, product), QUANTITY_PLACES),
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

/** A line to order from a marketplace supplier: the quantity and price are per the catalogue's unit (decision 052). */
export const suggestedCatalogueLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  baseUnit: z.string(),
  stock: z.string(),
  minimum: z.string(),
  onOrder: z.string(),
  dailyUse: z.string(),
  short: z.string(),
  /** The supplier's catalogue product this one was last received from. */
  marketplaceProductId: z.uuid(),
  catalogueName: z.string(),
  quantity: z.string(),
  unit: z.enum(MARKETPLACE_UNITS),
  /** The least the supplier takes of it, in its unit ("Mínimo 2 cajas"). */
  minOrderQuantity: z.string(),
  baseQuantity: z.string(),
  /** The catalogue price per its unit, and the line at it. */
  price: z.string(),
  lineTotal: z.string(),
});
export type SuggestedCatalogueLine = z.infer<typeof suggestedCatalogueLineSchema>;

export const suggestedOrdersSchema = z.object({
  days: z.number().int(),
  /** Own contacts (sent by WhatsApp or copied) and marketplace suppliers (sent through the marketplace). */
  suppliers: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('contact'),
        supplierId: z.uuid(),
        supplierName: z.string(),
        whatsappNumber: z.string().nullable(),
        lines: z.array(suggestedLineSchema),
        total: z.string(),
      }),
      z.object({
        kind: z.literal('marketplace'),
        /** The supplier's company. */
        supplierId: z.uuid(),
        supplierName: z.string(),
        lines: z.array(suggestedCatalogueLineSchema),
        total: z.string(),
      }),
    ]),
  ),
  /** Products that would be suggested but have no supplier to order from (`problem`: why the marketplace one cannot). */
  withoutSupplier: z.array(
    z.object({
      productId: z.uuid(),
      productName: z.string(),
      short: z.string(),
      baseUnit: z.string(),
      problem: z.string().nullable(),
    }),
  ),
});
export type SuggestedOrders = z.infer<typeof suggestedOrdersSchema>;

export const SUGGESTION_MESSAGES = {
  ordersRequired: 'Incluye al menos una orden',
  tooManyOrders: 'Crea como máximo 50 órdenes a la vez',
  duplicateSupplier: 'Cada proveedor puede aparecer una sola vez',
  duplicateCatalogueProduct: 'Cada producto del marketplace puede aparecer una sola vez',
  tooManyCatalogueLines: 'Pide como máximo 200 productos del marketplace a la vez',
  created: (count: number) => (count === 1 ? '1 orden creada' : `${count} órdenes creadas`),
} as const;

/**
 * "Crear órdenes": every supplier's order of the suggestion, as edited, created in one transaction.
 * `orders` go to own contacts; `marketplaceLines` become one marketplace order per supplier, each line
 * tied to the restaurant's product it is for (decision 052).
 */
export const createSuggestedOrdersSchema = z
  .object({
    orders: z
      .array(createOrderSchema)
      .max(50, SUGGESTION_MESSAGES.tooManyOrders)
      .refine(
        (orders) => new Set(orders.map((order) => order.supplierId)).size === orders.length,
        SUGGESTION_MESSAGES.duplicateSupplier,
      )
      .default([]),
    marketplaceLines: z
      .array(
        z.object({
          productId: z.uuid('Producto inválido'),
          marketplaceProductId: z.uuid('Producto inválido'),
          quantity: cartQuantityField(),
        }),
      )
      .max(200, SUGGESTION_MESSAGES.tooManyCatalogueLines)
      .refine(
        (lines) => new Set(lines.map((line) => line.marketplaceProductId)).size === lines.length,
        SUGGESTION_MESSAGES.duplicateCatalogueProduct,
      )
      .default([]),
  })
  .refine((input) => input.orders.length + input.marketplaceLines.length > 0, SUGGESTION_MESSAGES.ordersRequired);
export type CreateSuggestedOrdersInput = z.input<typeof createSuggestedOrdersSchema>;
export const createdOrdersSchema = z.object({ orders: z.array(orderDetailSchema) });
