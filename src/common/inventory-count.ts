import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { decimalField, decimalProblem, lineText } from './fields';
import { convert, isCompatible, unitLabel, type Pack, type ProductUnits } from './quantity';
import { formatQuantity, quantityUnitLabel } from './quantity-format';
import { add, ratio, toDecimal, type Ratio } from './ratio';
import { QUANTITY_PLACES } from './unit-costs';
import { MEASURES, unitCodeOf, type MeasureCode } from './units';

/**
 * The physical count (decisions 017 and 038): only the lines the user filled, each product once,
 * applied in one transaction. A line is what was counted of a product, in one or more units ("3
 * cajas" and "4 kg" of the open one); the server adds them up in the product's base unit.
 */
export const STOCK_COUNT_MAX_ITEMS = 5000;
/** Units one product may be counted in at once (cajas, bolsas, kg, g… is already four). */
export const STOCK_COUNT_MAX_ENTRIES = 10;

export const STOCK_COUNT_MESSAGES = {
  countedRequired: 'La cantidad contada es requerida',
  productInvalid: 'Producto inválido',
  empty: 'Ingresa al menos una cantidad contada',
  tooMany: `El conteo no puede superar los ${STOCK_COUNT_MAX_ITEMS} productos`,
  tooManyEntries: `Cuenta cada producto en hasta ${STOCK_COUNT_MAX_ENTRIES} unidades`,
  bothForms: 'Envía la cantidad contada o sus cantidades por unidad, no ambas',
  unitTooLong: 'La unidad no puede superar los 50 caracteres',
  duplicate: 'Un producto aparece más de una vez en el conteo',
  applied: 'Conteo aplicado',
  applyFailed: 'Error al aplicar el conteo',
  nothingChanged: 'El conteo coincide con el stock: no hubo cambios',
} as const;

export const countedQuantityField = decimalField(STOCK_COUNT_MESSAGES.countedRequired, 3);

/** "3" of "caja": an amount and the unit it was counted in; no unit (or a blank one) is the base unit. */
export const countEntrySchema = z.object({
  quantity: countedQuantityField,
  unit: lineText()
    .trim()
    .max(50, STOCK_COUNT_MESSAGES.unitTooLong)
    .optional()
    .transform((unit) => unit || undefined),
});
export type CountEntry = z.output<typeof countEntrySchema>;

/**
 * `countedQuantity` is the count in the base unit (as before decision 038); `entries` the count in
 * any units, added up. Exactly one of the two.
 */
export const stockCountItemSchema = z
  .object({
    productId: z.uuid(STOCK_COUNT_MESSAGES.productInvalid),
    countedQuantity: countedQuantityField.optional(),
    entries: z
      .array(countEntrySchema, STOCK_COUNT_MESSAGES.countedRequired)
      .min(1, STOCK_COUNT_MESSAGES.countedRequired)
      .max(STOCK_COUNT_MAX_ENTRIES, STOCK_COUNT_MESSAGES.tooManyEntries)
      .optional(),
  })
  .superRefine((item, context) => {
    if (item.countedQuantity === undefined && item.entries === undefined)
      context.addIssue({ code: 'custom', path: ['countedQuantity'], message: STOCK_COUNT_MESSAGES.countedRequired });
    if (item.countedQuantity !== undefined && item.entries !== undefined)
      context.addIssue({ code: 'custom', path: ['entries'], message: STOCK_COUNT_MESSAGES.bothForms });
  });

export const stockCountInputSchema = z.object({
  items: z
    .array(stockCountItemSchema, STOCK_COUNT_MESSAGES.empty)
    .min(1, STOCK_COUNT_MESSAGES.empty)
    .max(STOCK_COUNT_MAX_ITEMS, STOCK_COUNT_MESSAGES.tooMany)
    .refine(
      (items) => new Set(items.map((item) => item.productId)).size === items.length,
      STOCK_COUNT_MESSAGES.duplicate,
    ),
  /** The branch that was counted; absent means the main one (decision 056). */
  locationId: locationIdField(),
});
export type StockCountInput = z.input<typeof stockCountInputSchema>;
export type StockCountPayload = z.output<typeof stockCountInputSchema>;

/** The products whose stock the count changed: stock before, after, and the difference, in the base unit. */
export const stockCountResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      unit: z.string(),
      previousStock: z.string(),
      stockQuantity: z.string(),
      delta: z.string(),
    }),
  ),
});
export type StockCountResult = z.infer<typeof stockCountResultSchema>;

/** A product as a count needs it: its name (for messages), base unit, packs, density and piece weight. */
export type CountedProduct = ProductUnits & { name: string; packs: readonly Pack[] };

/**
 * What was counted, in the product's base unit: each entry converted exactly and the sum rounded once
 * to the stored 3 decimals (decision 034). Throws UnitError (Spanish, naming the product and what
 * to add) for a unit that does not convert, and a plain Error with the Spanish message for a total
 * too large to store.
 */
export function countedBaseQuantity(
  entries: ReadonlyArray<{ quantity: string; unit?: string }>,
  product: CountedProduct,
) {
  const total = entries.reduce<Ratio>(
    (sum, entry) => add(sum, convert(entry.quantity, entry.unit ?? product.unit, product.unit, product)),
    ratio(0n),
  );
  const stored = toDecimal(total, QUANTITY_PLACES);
  const problem = decimalProblem(stored, QUANTITY_PLACES);
  if (problem) throw new CountTooLargeError(`${product.name}: ${problem}`);
  return stored;
}

export class CountTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CountTooLargeError';
  }
}

export interface CountUnitOption {
  /** What the entry sends: a unit code, the product's own unit, or a pack's name. */
  unit: string;
  /** How the picker shows it: "kg", "Caja (25 kg)", "pzas". */
  label: string;
}

/**
 * The units a product can be counted in, most likely first: its base unit, its purchase packs (with
 * what each holds), then every measure that converts to the base with what the product knows
 * (g and lb for a product in kg; l and ml too once it has a density).
 */
export function countUnitOptions(product: CountedProduct): CountUnitOption[] {
  const baseCode = unitCodeOf(product.unit);
  const measures = (Object.keys(MEASURES) as MeasureCode[]).filter(
    (code) => code !== baseCode && isCompatible(code, product),
  );
  return [
    { unit: product.unit, label: quantityUnitLabel(product.unit, true) },
    ...product.packs.map((pack) => ({
      unit: pack.name,
      label: `${pack.name} (${formatQuantity(pack.quantity, pack.unit)})`,
    })),
    ...measures.map((code) => ({ unit: code, label: unitLabel(code, true) })),
  ];
}
