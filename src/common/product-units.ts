import { z } from 'zod';
import { lineText } from './fields';
import { MAX_PRODUCT_PACKS, PRODUCT_UNIT_MESSAGES } from './product-units-rules';
import { convert, UnitError } from './quantity';
import { foldText } from './text';
import { canonicalUnit, isMeasure, unitCodeOf } from './units';

export * from './product-units-rules';

// The zod unit fields of a product (decision 034): base unit, purchase packs, density, piece weight, yield.

/** A unit as typed ('Kilos', 'Charola'): stored as its code, or as written when it is the product's own. */
export const unitField = (requiredMessage: string = PRODUCT_UNIT_MESSAGES.unitRequired) =>
  lineText(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(50, PRODUCT_UNIT_MESSAGES.unitTooLong)
    .transform(canonicalUnit);

const decimalText = (value: string | number) => String(value).trim().replace(',', '.');
const positiveDecimal = (maxDecimals: number, message: string, max?: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,10}(\\.\\d{1,${maxDecimals}})?$`), message)
    .refine((value) => Number(value) > 0 && (max === undefined || Number(value) <= max), message);

/** Optional positive decimal: absent keeps the stored value, blank or null clears it. */
const optionalPositive = (maxDecimals: number, message: string) =>
  z
    .union([z.string(), z.number(), z.null()], message)
    .optional()
    .transform((value) =>
      value === undefined ? undefined : value === null || decimalText(value) === '' ? null : decimalText(value),
    )
    .pipe(positiveDecimal(maxDecimals, message).nullable().optional());

/** A product's packs as the API sends them, in their order. */
export const productPacksSchema = z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() }));

export const packInputSchema = z.object({
  name: lineText(PRODUCT_UNIT_MESSAGES.packName)
    .trim()
    .min(1, PRODUCT_UNIT_MESSAGES.packName)
    .max(50, PRODUCT_UNIT_MESSAGES.packNameTooLong)
    .refine((name) => !name.includes(';'), PRODUCT_UNIT_MESSAGES.packNameSemicolon),
  quantity: z
    .union([z.string(), z.number()], PRODUCT_UNIT_MESSAGES.packQuantity)
    .transform(decimalText)
    .pipe(positiveDecimal(3, PRODUCT_UNIT_MESSAGES.packQuantity)),
  unit: unitField().refine((unit) => !unit.includes(';'), PRODUCT_UNIT_MESSAGES.packUnitSemicolon),
});
export type PackInput = z.input<typeof packInputSchema>;

/** Fields spread into the product input; each may be absent (an update then keeps what is stored). */
export const productUnitFields = {
  unit: unitField(),
  densityKgPerL: optionalPositive(6, PRODUCT_UNIT_MESSAGES.density),
  pieceWeightG: optionalPositive(3, PRODUCT_UNIT_MESSAGES.pieceWeight),
  yieldPercent: z
    .union([z.string(), z.number()], PRODUCT_UNIT_MESSAGES.yieldPercent)
    .optional()
    .transform((value) => (value === undefined ? undefined : decimalText(value)))
    .pipe(positiveDecimal(2, PRODUCT_UNIT_MESSAGES.yieldPercent, 100).optional()),
  packs: z
    .array(packInputSchema, PRODUCT_UNIT_MESSAGES.packName)
    .max(MAX_PRODUCT_PACKS, PRODUCT_UNIT_MESSAGES.tooManyPacks)
    .optional(),
};

interface UnitValues {
  unit: string;
  densityKgPerL?: string | null;
  pieceWeightG?: string | null;
  packs?: ReadonlyArray<{ name: string; quantity: string; unit: string }>;
}

/**
 * Each pack must be named as no measure and not as the base unit, once, and hold a quantity that
 * converts to the base unit with the density and piece weight sent with it.
 */
export function checkProductPacks(values: UnitValues, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  values.packs?.forEach((pack, index) => {
    const name = foldText(pack.name).trim();
    const code = unitCodeOf(pack.name);
    const problem =
      code && isMeasure(code)
        ? PRODUCT_UNIT_MESSAGES.packNameIsMeasure
        : (code ?? name) === (unitCodeOf(values.unit) ?? foldText(values.unit).trim())
          ? PRODUCT_UNIT_MESSAGES.packNameIsBase
          : seen.has(code ?? name)
            ? PRODUCT_UNIT_MESSAGES.packDuplicate
            : null;
    seen.add(code ?? name);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['packs', index, 'name'], message: problem });
      return;
    }
    try {
      convert(pack.quantity, pack.unit, values.unit, {
        unit: values.unit,
        densityKgPerL: values.densityKgPerL,
        pieceWeightG: values.pieceWeightG,
      });
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
      ctx.addIssue({
        code: 'custom',
        path: ['packs', index, 'unit'],
        message: `Presentación «${pack.name}»: ${error.message}`,
      });
    }
  });
}
