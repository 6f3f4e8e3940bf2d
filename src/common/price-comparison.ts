import { z } from 'zod';
import { compareDecimals } from './money';
import { MARKETPLACE_UNITS } from './suppliers';

/**
 * "Comparar precios" on a product (issue #18, decision 049): the last price paid to each supplier
 * and the marketplace's offers of the same item, all per one comparison unit (kg, l, pza…).
 */
export const PRICE_SOURCES = ['order', 'marketplace_order', 'invoice'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  order: 'Orden recibida',
  marketplace_order: 'Pedido del marketplace recibido',
  invoice: 'Factura CFDI',
};

export const PRICE_COMPARISON_TEXTS = {
  title: 'Comparar precios',
  paidTitle: 'Últimos precios pagados',
  offersTitle: 'Ofertas del marketplace',
  noPaid: 'Aún no has recibido este producto con precio.',
  noOffers: 'No hay ofertas de este producto en el marketplace.',
  cheapest: 'Más barato',
  noSupplier: 'Sin proveedor',
  loadFailed: 'No se pudo cargar la comparación de precios',
  netOfIva: 'Las facturas se comparan sin IVA porque acreditas IVA.',
} as const;

const comparedSchema = {
  /** Per the comparison's unit, to the cent; null when the unit does not convert. */
  pricePerUnit: z.string().nullable(),
  /** Whole percent against the current price (−12 = 12 % cheaper); null without both prices. */
  differencePercent: z.string().nullable(),
  cheapest: z.boolean(),
};

export const paidPriceSchema = z.object({
  supplierName: z.string(),
  supplierKind: z.enum(['contact', 'marketplace']),
  source: z.enum(PRICE_SOURCES),
  /** The order number or the invoice's serie-folio (or UUID). */
  reference: z.string(),
  /** When it entered stock. */
  date: z.string(),
  /** What was paid and for how much: "$500.00" for "1 caja (25 kg)". */
  paidAmount: z.string(),
  paidQuantity: z.string(),
  ...comparedSchema,
  pricePerUnit: z.string(),
});
export type PaidPrice = z.infer<typeof paidPriceSchema>;

export const marketOfferSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  supplierCompanyId: z.uuid(),
  supplierName: z.string(),
  price: z.string(),
  unit: z.enum(MARKETPLACE_UNITS),
  /** How a pack was sized when the catalogue's unit is one of the product's packs. */
  note: z.string().nullable(),
  /** Why there is no price per unit (Spanish), when the unit does not convert. */
  reason: z.string().nullable(),
  ...comparedSchema,
});
export type MarketOffer = z.infer<typeof marketOfferSchema>;

export const priceComparisonSchema = z.object({
  productId: z.uuid(),
  /** The unit every price is per: kg, lt, pza, or the product's own count unit. */
  unit: z.string(),
  currentPricePerUnit: z.string(),
  /** The restaurant credits IVA (decision 042): invoice prices are compared without it. */
  creditsIva: z.boolean(),
  paid: z.array(paidPriceSchema),
  offers: z.array(marketOfferSchema),
});
export type PriceComparison = z.infer<typeof priceComparisonSchema>;

/** "12 % más barato", "5 % más caro", "Igual que tu precio actual". */
export function differenceLabel(percent: string | null): string | null {
  if (percent === null) return null;
  const sign = compareDecimals(percent, 0);
  if (sign === 0) return 'Igual que tu precio actual';
  return sign < 0 ? `${percent.slice(1)} % más barato` : `${percent} % más caro`;
}
