import type { DecimalInput } from './money';
import { convert, unitLabel, type Pack } from './quantity';
import { compareRatios, isMultipleOf, ratio, ratioOf, toDecimal, type Ratio } from './ratio';
import { isMeasure, MEASURES, unitCodeOf } from './units';

/** Quantities as people read them (decision 034): es-MX digits, at most 3 decimals, the readable unit. */
const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

/** '1500.5' → '1,500.5'; exact (the decimal string is formatted, not a float). */
export const formatAmount = (value: Ratio): string => numberFormat.format(toDecimal(value, 3) as `${number}`);

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

/** "Caja" → "cajas", "Bidón" → "bidones", "Charola" → "charolas". */
function packPlural(name: string): string {
  const code = unitCodeOf(name);
  if (code) return unitLabel(code, true);
  const lower = name.trim().toLocaleLowerCase('es-MX');
  if (/[aeiouáéíóú]$/.test(lower)) return `${lower}s`;
  return /ón$/.test(lower) ? lower.replace(/ón$/, 'ones') : `${lower}es`;
}

const packSingular = (name: string) => {
  const code = unitCodeOf(name);
  return code ? unitLabel(code) : name.trim().toLocaleLowerCase('es-MX');
};

/**
 * "1.25 kg", "250 g", "3 pzas", "2 charolas"; with a pack whose whole multiple the quantity is,
 * "3 cajas (75 kg)".
 */
export function formatQuantity(amount: DecimalInput | Ratio, unit: string, options: { pack?: Pack } = {}): string {
  const value = ratioOf(amount);
  const shown = readable(value, unit);
  const text = `${formatAmount(shown.amount)} ${unitLabel(shown.unit, plural(shown.amount))}`;
  const pack = options.pack;
  if (!pack || value.num <= 0n) return text;
  let packs: Ratio;
  try {
    packs = convert(value, unit, pack.unit);
  } catch {
    return text;
  }
  const size = ratioOf(pack.quantity);
  if (size.num <= 0n || !isMultipleOf(packs, size)) return text;
  const count = ratio(packs.num * size.den, packs.den * size.num);
  return `${formatAmount(count)} ${plural(count) ? packPlural(pack.name) : packSingular(pack.name)} (${text})`;
}
