import type { DecimalInput } from './money';
import { divide, exactDecimal, multiply, ratio, ratioOf, type Ratio } from './ratio';
import { foldText } from './text';
import { canonicalUnit, isMeasure, MEASURES, UNIT_LABELS, unitCodeOf, type Dimension } from './units';

/**
 * Quantities with units (decision 034): parse what people type, convert exactly within a
 * dimension, and across dimensions through what the owner knows of a product (its density, its
 * piece weight, its purchase packs).
 */

/** A purchase pack of a product: "Caja" of 25 kg. */
export interface Pack {
  name: string;
  quantity: DecimalInput;
  unit: string;
}

/** What a product knows about its units. `unit` is its base unit: stock is kept in it. */
export interface ProductUnits {
  name?: string;
  unit: string;
  /** Kilograms in one litre ("1 l ≈ 0.92 kg" for aceite). */
  densityKgPerL?: DecimalInput | null;
  /** Grams in one piece, or in one of the product's own count unit when that is its base unit. */
  pieceWeightG?: DecimalInput | null;
  packs?: readonly Pack[];
}

/** A conversion that cannot be made; the message (Spanish) says what to add. */
export class UnitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnitError';
  }
}

/** The written form of a unit after a number. */
export function unitLabel(unit: string, plural = false): string {
  const code = unitCodeOf(unit);
  return code ? UNIT_LABELS[code][plural ? 1 : 0] : unit.trim();
}

const keyOf = (text: string) => foldText(text).trim();
/** The same name, or its plural ('charola' and 'charolas', 'bidon' and 'bidones'). */
const sameName = (typed: string, name: string) => {
  const [a, b] = [keyOf(typed), keyOf(name)];
  return a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;
};
const ownKey = (unit: string) => unitCodeOf(unit) ?? keyOf(unit);

/** A resolved unit: its dimension ('own:…' for a product's own count unit) and size in that dimension's base. */
interface Resolved {
  dimension: Dimension | `own:${string}`;
  factor: Ratio;
}

const MEASURE_FACTORS = new Map(Object.entries(MEASURES).map(([code, measure]) => [code, ratioOf(measure.factor)]));

function resolveSimple(unit: string): Resolved {
  const code = unitCodeOf(unit);
  if (code && isMeasure(code)) return { dimension: MEASURES[code].dimension, factor: MEASURE_FACTORS.get(code)! };
  return { dimension: `own:${ownKey(unit)}`, factor: ratio(1n) };
}

/** The product's pack that `unit` names ('cajas', 'CJ' and 'Caja' name the pack «Caja»), if any. */
export function findPack(unit: string, product?: ProductUnits): Pack | undefined {
  const code = unitCodeOf(unit);
  return product?.packs?.find((pack) => sameName(unit, pack.name) || (code !== null && unitCodeOf(pack.name) === code));
}

function resolve(unit: string, product?: ProductUnits): Resolved {
  const code = unitCodeOf(unit);
  if (code && isMeasure(code)) return resolveSimple(unit);
  if (product && (code ? unitCodeOf(product.unit) === code : sameName(unit, product.unit)))
    return resolveSimple(product.unit);
  const pack = findPack(unit, product);
  if (pack) {
    const inner = resolveSimple(pack.unit);
    return { dimension: inner.dimension, factor: multiply(ratioOf(pack.quantity), inner.factor) };
  }
  return resolveSimple(unit);
}

/** The dimension the piece weight counts in: the product's own unit when it is kept in one, else pza. */
const pieceDimension = (product: ProductUnits) => {
  const base = resolveSimple(product.unit).dimension;
  return base.startsWith('own:') ? base : 'count';
};

const positive = (value: DecimalInput | null | undefined) =>
  value === null || value === undefined || value === '' ? null : ratioOf(value);

/** Grams in one unit of base of `dimension` (ml, pza or own unit), or the missing fact's name. */
function gramsPerBase(
  dimension: Resolved['dimension'],
  product: ProductUnits | undefined,
): Ratio | 'density' | 'pieceWeight' | 'pack' {
  if (dimension === 'mass') return ratio(1n);
  if (dimension === 'volume') {
    const density = positive(product?.densityKgPerL);
    return density && density.num > 0n ? density : 'density';
  }
  if (!product || dimension !== pieceDimension(product)) return 'pack';
  const weight = positive(product.pieceWeightG);
  return weight && weight.num > 0n ? weight : 'pieceWeight';
}

const MISSING: Record<'density' | 'pieceWeight' | 'pack', string> = {
  density: 'la densidad del producto (1 l ≈ … kg)',
  pieceWeight: 'el peso por pieza del producto (1 pza ≈ … g)',
  pack: 'una presentación de compra que diga cuánto trae (por ejemplo «Caja 25 kg»)',
};

/**
 * `amount` of `from` in `to`, exact. Within a dimension it is the ratio of the sizes; across
 * dimensions it goes through grams with the product's density or piece weight. Throws UnitError
 * (Spanish, naming what to add) when the product does not say how.
 */
export function convert(amount: DecimalInput | Ratio, from: string, to: string, product?: ProductUnits): Ratio {
  const source = resolve(from, product);
  const target = resolve(to, product);
  const inSourceBase = multiply(ratioOf(amount), source.factor);
  if (source.dimension === target.dimension) return divide(inSourceBase, target.factor);
  const sourceGrams = gramsPerBase(source.dimension, product);
  const targetGrams = gramsPerBase(target.dimension, product);
  const missing = [sourceGrams, targetGrams].filter(
    (value): value is keyof typeof MISSING => typeof value === 'string',
  );
  if (missing.length > 0) {
    const what = [...new Set(missing)].map((key) => MISSING[key]).join(' y ');
    const where = product?.name ? ` en «${product.name}»` : '';
    throw new UnitError(`No se puede convertir ${unitLabel(from)} a ${unitLabel(to)}${where}: agrega ${what}`);
  }
  return divide(multiply(inSourceBase, sourceGrams as Ratio), multiply(targetGrams as Ratio, target.factor));
}

/** True when `unit` can be converted to the product's base unit. */
export function isCompatible(unit: string, product: ProductUnits): boolean {
  try {
    convert('1', unit, product.unit, product);
    return true;
  } catch (error) {
    if (error instanceof UnitError) return false;
    throw error;
  }
}

const NUMBER = String.raw`(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?)`;
const QUANTITY = new RegExp(String.raw`^\s*${NUMBER}\s*((?:[^\d\s/.,].*?)?)\s*$`);

function parseAmount(text: string): Ratio | null {
  if (/\/0+$/.test(text)) return null;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return ratio(BigInt(mixed[1]) * BigInt(mixed[3]) + BigInt(mixed[2]), BigInt(mixed[3]));
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return ratio(BigInt(fraction[1]), BigInt(fraction[2]));
  return ratioOf(text.replace(',', '.'));
}

/**
 * "2 kilos" → { amount: '2', unit: 'kg' }; "1,5 lt", "1/2 taza", "1 1/2 kg", "3 charolas". A comma
 * is the decimal point (as in the forms). Null when it does not start with a number, when a
 * fraction has no exact decimal (1/3), or when there is no unit (unless `defaultUnit` is given).
 */
export function parseQuantity(text: string, defaultUnit?: string): { amount: string; unit: string } | null {
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const [, number, unitText = ''] = match;
  const value = parseAmount(number);
  const amount = value && exactDecimal(value);
  const unit = unitText.replace(/\.$/, '') || defaultUnit;
  if (!amount || !unit) return null;
  return { amount, unit: canonicalUnit(unit) };
}
