/**
 * Exact decimal arithmetic for money and quantities. Values travel as decimal strings (as Postgres
 * `numeric` returns them) and are computed as scaled BigInts, so 3 × 0.1 + 0.2 is exactly 0.50.
 */
import { groupThousands } from './number-text';

const SCALE = 6;
const FACTOR = 10n ** BigInt(SCALE);

export type DecimalInput = string | number;

/** Sign, whole digits and decimals of decimal text ('-12.5', '.5', '7.'), or null when it is not one. */
function decimalParts(text: string): RegExpExecArray | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  return match && (match[2] !== '' || match[3]) ? match : null;
}

function toScaled(value: DecimalInput): bigint {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : value.trim();
  const match = decimalParts(text);
  if (!match) throw new Error(`Número inválido: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt((whole || '0') + fraction.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -digits : digits;
}

function fromScaled(value: bigint, places: number): string {
  const step = 10n ** BigInt(SCALE - places);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const rounded = (magnitude + step / 2n) / step; // half away from zero
  const text = rounded.toString().padStart(places + 1, '0');
  const result = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  return negative && rounded !== 0n ? `-${result}` : result;
}

/** Sum of decimals, rounded to `places` (2 for money). */
export function sumDecimals(values: readonly DecimalInput[], places = 2): string {
  return fromScaled(
    values.reduce<bigint>((sum, value) => sum + toScaled(value), 0n),
    places,
  );
}

/** quantity × price, exact, rounded to cents. */
export function lineTotal(quantity: DecimalInput, unitPrice: DecimalInput, places = 2): string {
  return fromScaled((toScaled(quantity) * toScaled(unitPrice)) / FACTOR, places);
}

/** Σ quantity × price over lines, rounded once at the end. */
export function linesTotal(
  lines: ReadonlyArray<{ quantity: DecimalInput; unitPrice: DecimalInput }>,
  places = 2,
): string {
  const total = lines.reduce<bigint>(
    (sum, line) => sum + (toScaled(line.quantity) * toScaled(line.unitPrice)) / FACTOR,
    0n,
  );
  return fromScaled(total, places);
}

export function subtractDecimals(a: DecimalInput, b: DecimalInput, places = 3): string {
  return fromScaled(toScaled(a) - toScaled(b), places);
}

export function compareDecimals(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const difference = toScaled(a) - toScaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** (new − old) / old × 100, rounded to 2 places; null when old is 0. */
export function percentChange(oldValue: DecimalInput, newValue: DecimalInput): string | null {
  const before = toScaled(oldValue);
  if (before === 0n) return null;
  return fromScaled(((toScaled(newValue) - before) * 100n * FACTOR) / before, 2);
}

export function roundDecimal(value: DecimalInput, places: number): string {
  return fromScaled(toScaled(value), places);
}

/** A value as exact decimal text: decimal text as it is; a number by its shortest form, as Intl reads it. */
function decimalText(value: DecimalInput | null | undefined): string {
  if (typeof value === 'string' && decimalParts(value.trim())) return value.trim();
  const amount = Number(value ?? 0);
  if (!Number.isFinite(amount)) return '0';
  if (Math.abs(amount) >= 1e21) return BigInt(amount).toString();
  const shortest = String(amount);
  return shortest.includes('e') ? amount.toFixed(SCALE) : shortest;
}

/** `$1,234.50` — es-MX, 2 decimals (half away from zero), the `$` sign (SPEC §9); `$0.00` for nothing. */
export function formatMoney(value: DecimalInput | null | undefined): string {
  const cents = roundDecimal(decimalText(value), 2);
  return cents.startsWith('-') ? `-$${groupThousands(cents.slice(1))}` : `$${groupThousands(cents)}`;
}

/** Price change with one decimal and a '+' when positive (SPEC §2 alerts). */
export function formatPercentChange(value: DecimalInput | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const rounded = roundDecimal(value, 1);
  return `${compareDecimals(rounded, 0) > 0 ? '+' : ''}${rounded}%`;
}
