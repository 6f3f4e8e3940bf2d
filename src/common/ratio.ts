import type { DecimalInput } from './money';

/**
 * Exact rational numbers (BigInt numerator over a positive denominator) for unit conversions:
 * 1 g in ounces is 1 ÷ 28.349523125, which no fixed number of decimals holds, so a conversion stays
 * a fraction until the caller rounds it once, at a stated scale (decision 034).
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(num: bigint, den = 1n): Ratio {
  if (den === 0n) throw new RangeError('División entre cero');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den < 0n ? -den : den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal string or number, read exactly with all its decimals ('28.349523125'). */
export function ratioOf(value: DecimalInput | Ratio): Ratio {
  if (typeof value === 'object') return value;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Número inválido: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const num = BigInt((whole || '0') + fraction);
  return ratio(sign === '-' ? -num : num, 10n ** BigInt(fraction.length));
}

export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
/** The exact sum, reduced once at the end: reducing after every addition made a sum of many unlike fractions slow. */
export function sumRatios(values: Iterable<Ratio>): Ratio {
  let num = 0n;
  let den = 1n;
  for (const value of values) {
    num = num * value.den + value.num * den;
    den *= value.den;
  }
  return ratio(num, den);
}
export const compareRatios = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const difference = a.num * b.den - b.num * a.den;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
export const isZero = (a: Ratio) => a.num === 0n;

/** True when the value is a whole multiple of `step` (3 cajas of 25 kg in 75 kg). */
export const isMultipleOf = (a: Ratio, step: Ratio) => divide(a, step).den === 1n;

/** The decimal with exactly `places` decimals, rounded half away from zero (as money.ts rounds). */
export function toDecimal(value: Ratio, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.num < 0n;
  const magnitude = (negative ? -value.num : value.num) * scale;
  const rounded = (2n * magnitude + value.den) / (2n * value.den);
  const text = rounded.toString().padStart(places + 1, '0');
  const result = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  return negative && rounded !== 0n ? `-${result}` : result;
}

/** The shortest exact decimal ('0.25', '75'), or null when the fraction never terminates (1/3). */
export function exactDecimal(value: Ratio): string | null {
  let den = value.den;
  let places = 0;
  for (const prime of [2n, 5n]) {
    let count = 0;
    while (den % prime === 0n) {
      den /= prime;
      count += 1;
    }
    places = Math.max(places, count);
  }
  if (den !== 1n) return null;
  return places === 0 ? toDecimal(value, 0) : toDecimal(value, places).replace(/0+$/, '').replace(/\.$/, '');
}

/** An exact fraction as text ('1/80', '25'), for a value that must cross JSON without rounding. */
export const ratioText = (value: Ratio) => (value.den === 1n ? String(value.num) : `${value.num}/${value.den}`);

/** Reads ratioText's form back; a plain decimal reads as ratioOf does. */
export function ratioFromText(text: string): Ratio {
  const match = /^(-?\d+)\/(\d+)$/.exec(text.trim());
  return match ? ratio(BigInt(match[1]), BigInt(match[2])) : ratioOf(text);
}
