/**
 * Quantities as people read them (decisions 034 and 038): es-MX digits, at most 3 decimals, the
 * readable unit. The one quantity display of web and server (lists, journal, counts, dashboard,
 * notifications and e-mails).
 */
import { formatMoney, type DecimalInput } from './money';
import { groupThousands, trimDecimalZeros } from './number-text';
import { convert, unitLabel, type Pack } from './quantity';
import { compareRatios, isMultipleOf, ratio, ratioOf, toDecimal, type Ratio } from './ratio';
import { isMeasure, MEASURES, unitCodeOf } from './units';

/** '1500.5' → '1,500.5'; exact (the decimal string is formatted, not a float). */
export const formatAmount = (value: Ratio): string => groupThousands(trimDecimalZeros(toDecimal(value, 3)));

/** A number without a unit, es-MX, at most 3 decimals: '1500.500' → '1,500.5', '95.50' → '95.5'. */
export const formatNumber = (value: DecimalInput | Ratio): string => formatAmount(ratioOf(value));

/** '15.000' → '15', '7.500' → '7.5': for form fields, which take the number as typed (no thousands separator). */
export const plainQuantity = trimDecimalZeros;

const ONE = ratio(1n);
/** Metric units shown from 1,000 of the smaller one: 1250 g → 1.25 kg, 250 ml → 250 ml. */
const READABLE = { mass: ['g', 'kg'], volume: ['ml', 'lt'], count: ['pza', 'pza'] } as const;

function readable(amount: Ratio, unit: string): { amount: Ratio; unit: string } {
  const code = unitCodeOf(unit);
  if (!code || !isMeasure(code)) return { amount, unit };
  const [small, large] = READABLE[MEASURES[code].dimension];
  const inSmall = convert(amount, code, small);
  const inLarge = convert(amount, code, large);
  const absolute = inLarge.num < 0n ? { num: -inLarge.num, den: inLarge.den } : inLarge;
  return compareRatios(absolute, ONE) >= 0 ? { amount: inLarge, unit: large } : { amount: inSmall, unit: small };
}

const plural = (amount: Ratio) => compareRatios(amount, ONE) !== 0 && compareRatios(amount, ratio(-1n)) !== 0;

/** Spanish plural of one word: 'charola' → 'charolas', 'Bidón' → 'Bidones', 'red' → 'redes', 'luz' → 'luces'. */
function pluralWord(word: string): string {
  const upper = word !== word.toLocaleLowerCase('es-MX') && word === word.toLocaleUpperCase('es-MX');
  const plain = (letter: string) => letter.normalize('NFD').charAt(0);
  const result = /[aeiouáéíóú]$/i.test(word)
    ? `${word}s`
    : /[áéíóú][ns]$/i.test(word)
      ? `${word.slice(0, -2)}${plain(word.at(-2)!)}${word.at(-1)}es`
      : /z$/i.test(word)
        ? `${word.slice(0, -1)}ces`
        : `${word}es`;
  return upper ? result.toLocaleUpperCase('es-MX') : result;
}

/**
 * How a unit reads after a number: the label of a known unit ('lt' → 'l', 'pza' → 'pzas'), and a
 * product's own one-word unit in its plural as written ('Charola' → 'Charolas'); anything longer
 * ('pieza chica') as stored.
 */
export function quantityUnitLabel(unit: string, several: boolean): string {
  if (unitCodeOf(unit)) return unitLabel(unit, several);
  const word = unit.trim();
  return several && /^\p{L}+$/u.test(word) ? pluralWord(word) : word;
}

/** "Caja" → "cajas", "Bidón" → "bidones", "Charola" → "charolas". */
function packName(name: string, several: boolean): string {
  const code = unitCodeOf(name);
  if (code) return unitLabel(code, several);
  const lower = name.trim().toLocaleLowerCase('es-MX');
  return several ? quantityUnitLabel(lower, true) : lower;
}

/** "3 cajas (75 kg)" when `value` is a whole number of the pack, else null. */
function inPacks(value: Ratio, unit: string, pack: Pack, text: string): string | null {
  let packs: Ratio;
  try {
    packs = convert(value, unit, pack.unit);
  } catch {
    return null;
  }
  const size = ratioOf(pack.quantity);
  if (size.num <= 0n || !isMultipleOf(packs, size)) return null;
  const count = ratio(packs.num * size.den, packs.den * size.num);
  return `${formatAmount(count)} ${packName(pack.name, plural(count))} (${text})`;
}

export interface QuantityFormatOptions {
  /** A purchase pack to show whole multiples in. */
  pack?: Pack;
  /** The product's packs: the first whose whole multiple the quantity is is shown. */
  packs?: readonly Pack[];
}

/**
 * "1.25 kg", "250 g", "1.5 l", "3 pzas", "2 Charolas"; with a pack whose whole multiple the
 * quantity is, "3 cajas (75 kg)". Without a unit, the number alone ("1,500.5").
 */
export function formatQuantity(
  amount: DecimalInput | Ratio,
  unit?: string,
  options: QuantityFormatOptions = {},
): string {
  const value = ratioOf(amount);
  if (unit === undefined) return formatAmount(value);
  const shown = readable(value, unit);
  const text = `${formatAmount(shown.amount)} ${quantityUnitLabel(shown.unit, plural(shown.amount))}`;
  if (value.num <= 0n) return text;
  const packs = [...(options.pack ? [options.pack] : []), ...(options.packs ?? [])];
  for (const pack of packs) {
    const withPacks = inPacks(value, unit, pack, text);
    if (withPacks) return withPacks;
  }
  return text;
}

/** A change of stock with its sign, a true minus for less: "+7.5 kg", "−250 g". */
export function formatQuantityChange(delta: DecimalInput | Ratio, unit: string): string {
  const value = ratioOf(delta);
  if (value.num === 0n) return formatQuantity(value, unit);
  const magnitude = value.num < 0n ? ratio(-value.num, value.den) : value;
  return `${value.num < 0n ? '−' : '+'}${formatQuantity(magnitude, unit)}`;
}

/** A price per base unit as it reads: "$20.00 por kg", "$3.50 por pza", "$12.00 por Charola". */
export function formatPricePer(price: DecimalInput, unit: string): string {
  return `${formatMoney(price)} por ${quantityUnitLabel(unit, false)}`;
}
