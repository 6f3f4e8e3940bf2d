import type { DecimalInput } from './money';
import { convert, findPack, isCompatible, unitLabel, type ProductUnits } from './quantity';
import { formatAmount, formatQuantity } from './quantity-format';
import { compareRatios, multiply, ratioOf, toDecimal } from './ratio';
import { MONEY_PLACES, pricePerBaseUnit, toBaseQuantity } from './unit-costs';
import { isMeasure, MEASURES, unitCodeOf, type MeasureCode } from './units';

/**
 * Purchase lines (orders, receiving, receipts) written in a unit of the buyer's choosing: the
 * product's base unit, a measure that converts to it, or one of its packs (decision 037). The
 * server stores and converts with these and the web shows with them, so both give the same numbers.
 */

/** What a pack held when the line was written ("Caja" = 25 kg); editing the pack later does not change it. */
export interface PackSnapshot {
  quantity: string;
  unit: string;
}

/** The unit a purchase line is written in, as an order line stores it. */
export interface LineUnit {
  /** A measure code ('g'), the product's base unit, or a pack's name as the product spells it ('Caja'). */
  unit: string;
  pack: PackSnapshot | null;
}

/**
 * The unit of a line from what the buyer chose: nothing is the base unit; a measure in any
 * spelling ('gramos' → 'g'); a pack by name ('cajas' → the pack «Caja», with what it holds now).
 * Throws UnitError (Spanish, naming what to add) when it does not convert to the base unit.
 */
export function lineUnitOf(typed: string | null | undefined, product: ProductUnits): LineUnit {
  const text = typed?.trim() ?? '';
  if (!text) return { unit: product.unit, pack: null };
  const code = unitCodeOf(text);
  if (code && isMeasure(code)) {
    convert('1', code, product.unit, product);
    return { unit: code, pack: null };
  }
  const pack = findPack(text, product);
  if (pack) return { unit: pack.name, pack: { quantity: String(pack.quantity), unit: pack.unit } };
  // The product's own unit in another spelling ('charolas'), or a word that converts to nothing (throws).
  convert('1', text, product.unit, product);
  return { unit: product.unit, pack: null };
}

/**
 * The product as a line converts with it: its current base unit, density and piece weight, and,
 * when the line is a pack, that pack as it was when the line was written instead of its packs now.
 */
export function lineProductUnits(line: { unit: string | null; pack: PackSnapshot | null }, product: ProductUnits) {
  const units: ProductUnits =
    line.pack && line.unit ? { ...product, packs: [{ name: line.unit, ...line.pack }] } : product;
  return { unit: line.unit ?? product.unit, product: units };
}

/** `amount` of the line's unit in the product's base unit, as stored (2 cajas of 25 kg → '50.000'). Throws UnitError. */
export function lineBaseQuantity(
  line: { unit: string | null; pack: PackSnapshot | null },
  product: ProductUnits,
  amount: DecimalInput,
): string {
  const { unit, product: units } = lineProductUnits(line, product);
  return toBaseQuantity(amount, unit, units);
}

/** The price of one `unit` from the price of one base unit, to the cent ($20 the kg → $500 the caja of 25 kg). */
export function unitPriceFromBase(basePrice: DecimalInput, unit: string, product: ProductUnits): string {
  return toDecimal(multiply(ratioOf(basePrice), convert('1', unit, product.unit, product)), MONEY_PLACES);
}

/**
 * The product's new price per base unit after paying `paid` for one `unit`, to the cent ($500 the
 * caja of 25 kg → '20.00'), or null when the price stays: a paid price equal to what the current
 * price comes to for that unit, to the cent, keeps the current one (else paying the prefilled
 * $0.03 for a gram would turn $25.50 the kg into $30.00). Throws UnitError.
 */
export function paidBasePrice(
  paid: DecimalInput,
  unit: string,
  product: ProductUnits,
  currentBasePrice: DecimalInput,
): string | null {
  if (compareRatios(ratioOf(unitPriceFromBase(currentBasePrice, unit, product)), ratioOf(paid)) === 0) return null;
  return toDecimal(pricePerBaseUnit(paid, unit, product), MONEY_PLACES);
}

/**
 * A line's quantity as people read it: "2 cajas (50 kg)", "1.5 cajas (37.5 kg)", "250 g",
 * "1.25 kg", "3 pzas"; a line without unit shows the number alone.
 */
export function formatLineQuantity(quantity: DecimalInput, unit: string | null, pack: PackSnapshot | null): string {
  const amount = ratioOf(quantity);
  if (!unit) return formatAmount(amount);
  if (!pack || amount.num <= 0n) return formatQuantity(amount, unit);
  const content = multiply(amount, ratioOf(pack.quantity));
  if (amount.den === 1n) return formatQuantity(content, pack.unit, { pack: { name: unit, ...pack } });
  return `${formatQuantity(amount, unit)} (${formatQuantity(content, pack.unit)})`;
}

/** One unit a product can be bought in, for a select: the value to send and how it reads. */
export interface UnitChoice {
  value: string;
  label: string;
}

/** The units a product can be bought in: its base unit, then its packs ("Caja (25 kg)"), then the measures that convert to it. */
export function purchaseUnitChoices(product: ProductUnits): UnitChoice[] {
  const base = unitCodeOf(product.unit) ?? product.unit;
  const packs = (product.packs ?? []).map((pack) => ({
    value: pack.name,
    label: `${pack.name} (${formatQuantity(pack.quantity, pack.unit)})`,
  }));
  const measures = (Object.keys(MEASURES) as MeasureCode[])
    .filter((code) => code !== base && isCompatible(code, product))
    .map((code) => ({ value: code, label: unitLabel(code, true) }));
  return [{ value: product.unit, label: unitLabel(product.unit, true) }, ...packs, ...measures];
}
