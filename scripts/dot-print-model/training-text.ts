/**
 * The text of the dot-print model's training lines: Spanish words from a dictionary (not any
 * receipt set's catalogue) set in the shapes ticket lines take: counts, weights, prices, codes,
 * dates and labels in any order. Nothing here comes from a benchmark.
 */
import spanishWords from 'an-array-of-spanish-words';

type Random = () => number;

const WORDS = (spanishWords as string[]).filter((word) => /^[a-zñáéíóúü]{2,12}$/.test(word));
const UNITS = [
  'KG',
  'KGS',
  'G',
  'GR',
  'PZA',
  'PZ',
  'PZS',
  'LT',
  'L',
  'ML',
  'CJA',
  'CAJA',
  'BOL',
  'PAQ',
  'MZO',
  'UN',
  'TON',
];
/** Spanish model's characters only: the model is Spanish's, taught dot print (no '#' or '@'). */
const PUNCTUATION = ['.', ',', ':', '-', '/', '*', '(', ')', '=', '+', '%', '$'];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function word(random: Random): string {
  const text = pick(random, WORDS);
  const style = random();
  if (style < 0.9) return text.toUpperCase();
  if (style < 0.95) return text[0].toUpperCase() + text.slice(1);
  return text;
}

function grouped(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function money(random: Random): string {
  const magnitude = pick(random, [10, 100, 1000, 10000]);
  const value = random() * magnitude;
  const [whole, cents] = value.toFixed(2).split('.');
  const comma = random() < 0.15;
  const withThousands = random() < 0.7 ? grouped(Number(whole), comma ? '.' : ',') : whole;
  return `${random() < 0.2 ? '$' : ''}${withThousands}${comma ? ',' : '.'}${cents}`;
}

function quantity(random: Random): string {
  const kind = random();
  if (kind < 0.45) return String(int(random, 1, 99));
  if (kind < 0.8) return (random() * 30).toFixed(pick(random, [1, 2, 3]));
  return (random() * 30).toFixed(3).replace('.', ',');
}

function digits(random: Random, length: number): string {
  return Array.from({ length }, () => int(random, 0, 9)).join('');
}

function date(random: Random): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const separator = pick(random, ['/', '-', '.']);
  const year = random() < 0.5 ? String(int(random, 2019, 2027)) : pad(int(random, 19, 27));
  return [pad(int(random, 1, 31)), pad(int(random, 1, 12)), year].join(separator);
}

function name(random: Random): string {
  const words = Array.from({ length: int(random, 1, 4) }, () => word(random));
  if (random() < 0.3) words.push(`${int(random, 1, 999)}${pick(random, UNITS)}`);
  return words.join(' ');
}

/** One ticket line: a shape drawn at random and filled in. */
const SHAPES: Array<(random: Random) => string> = [
  (r) => `${quantity(r)} ${name(r)} ${money(r)}`,
  (r) => `${name(r)} ${quantity(r)} ${pick(r, UNITS)} ${money(r)} ${money(r)}`,
  (r) => `${quantity(r)} ${pick(r, ['X', 'x', '*'])} ${money(r)} ${money(r)}`,
  (r) => `${digits(r, pick(r, [4, 6, 8, 13]))} ${name(r)}`,
  (r) => `${name(r)}   ${money(r)}`,
  (r) => `${word(r)}: ${date(r)} ${int(r, 0, 23)}:${String(int(r, 0, 59)).padStart(2, '0')}`,
  (r) => `${word(r)} ${pick(r, PUNCTUATION)} ${money(r)}`,
  (r) => `${word(r)} ${int(r, 0, 16)}% ${money(r)}`,
  (r) => `${word(r)} No. ${digits(r, int(r, 3, 8))} ${word(r)}`,
  (r) => `${name(r)} (${quantity(r)} ${pick(r, UNITS)})`,
  (r) => Array.from({ length: int(r, 2, 6) }, () => (r() < 0.5 ? word(r) : money(r))).join(' '),
  (r) => `${pick(r, PUNCTUATION).repeat(int(r, 3, 20))}`,
];

export function trainingLine(random: Random, maxLength = 40): string {
  for (;;) {
    const line = pick(random, SHAPES)(random).replace(/\s+/g, ' ').trim();
    if (line.length > 0 && line.length <= maxLength) return line;
  }
}
