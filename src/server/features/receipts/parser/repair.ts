import { compareDecimals, lineTotal, roundDecimal } from '@common/money';
import { parseMoney, parsePrice, parseQuantity } from './numbers';

/** A reading of one printed number and how many OCR edits it took to get there. */
export interface Candidate {
  value: string;
  cost: number;
}

/**
 * Digits OCR confuses with each other on thermal prints, most likely first. 3, 5 and 9 each stand
 * for the others: in a 5×7 dot font they share their lower half and differ by a few dots above.
 */
const CONFUSIONS: Record<string, string> = {
  '0': '869',
  '8': '0639',
  '6': '850',
  '5': '639',
  '3': '859',
  '1': '74',
  '7': '12',
  '9': '0835',
  '4': '1',
  '2': '7',
};

export type NumberKind = 'money' | 'price' | 'quantity';

const parse = (text: string, kind: NumberKind) =>
  kind === 'money' ? parseMoney(text) : kind === 'price' ? parsePrice(text) : parseQuantity(text);

/** Digits-only text read as a number with its decimal point lost ('2490' → '24.90'). */
function withPoint(digits: string, kind: NumberKind): string[] {
  const places = kind === 'quantity' ? [3, 2, 1] : [2];
  return places
    .filter((place) => digits.length > place)
    .map((place) => `${digits.slice(0, -place)}.${digits.slice(-place)}`);
}

/**
 * The printed number and its one-edit neighbours: a confused digit (or every copy of it), a lost or
 * spurious decimal point, a stray extra digit. Each neighbour costs 1.
 */
export function candidates(raw: string | null, kind: NumberKind): Candidate[] {
  if (raw === null) return [];
  const text = raw.replace(/^\$+/, '');
  const seen = new Map<string, number>();
  const add = (value: string | null, cost: number) => {
    if (value !== null && !seen.has(value)) seen.set(value, cost);
  };
  add(parse(text, kind), 0);
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    for (const other of CONFUSIONS[char] ?? '')
      add(parse(text.slice(0, index) + other + text.slice(index + 1), kind), 1);
  }
  // One glyph blurred the same way is misread the same way wherever a number prints it ('38.88' for
  // 30.00). Only on numbers with two decimals: on more places (weights) it made up chance matches.
  for (const char of /^\d+[.,]\d{2}$/.test(text) ? new Set(text.match(/\d/g)) : []) {
    if (text.split(char).length < 3) continue;
    for (const other of CONFUSIONS[char] ?? '') add(parse(text.replaceAll(char, other), kind), 1);
  }
  if (/^\d+$/.test(text)) for (const value of withPoint(text, kind)) add(parse(value, kind), 1);
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index])) add(parse(text.slice(0, index) + text.slice(index + 1), kind), 1);
  }
  if (kind !== 'quantity' && /^\d+[.,]\d{3}$/.test(text)) add(parse(text.slice(0, -1), kind), 1);
  return [...seen].map(([value, cost]) => ({ value, cost }));
}

/** quantity × unit price is the printed line total, rounded to the cent or cut at the cent. */
export function reconciles(quantity: string, unitPrice: string, total: string) {
  const exact = lineTotal(quantity, unitPrice, 6);
  if (compareDecimals(roundDecimal(exact, 2), total) === 0) return true;
  const [whole, fraction = ''] = exact.split('.');
  return compareDecimals(`${whole}.${fraction.slice(0, 2)}`, total) === 0;
}

export interface Reconciled {
  quantity: string;
  unitPrice: string;
  total: string;
  /** OCR edits it took: 0 when the three printed numbers already agree. */
  edits: number;
  /** Another reading with as few edits gave different numbers. */
  ambiguous: boolean;
}

export const MAX_EDITS = 2;

/**
 * The readings of quantity, unit price and total that agree (q × p = total) with the fewest edits,
 * up to two. Null when none does.
 */
export function reconcile(
  quantity: Candidate[],
  unitPrice: Candidate[],
  total: Candidate[],
  maxEdits = MAX_EDITS,
): Reconciled | null {
  const positive = (list: Candidate[]) => list.filter((candidate) => compareDecimals(candidate.value, 0) > 0);
  const [qs, ps, ts] = [positive(quantity), positive(unitPrice), positive(total)];
  for (let level = 0; level <= maxEdits; level += 1) {
    const found: Reconciled[] = [];
    for (const q of qs) {
      if (q.cost > level) continue;
      for (const p of ps) {
        if (q.cost + p.cost > level) continue;
        for (const t of ts) {
          if (q.cost + p.cost + t.cost !== level) continue;
          if (reconciles(q.value, p.value, t.value))
            found.push({ quantity: q.value, unitPrice: p.value, total: t.value, edits: level, ambiguous: false });
        }
      }
    }
    if (found.length > 0) {
      const [best] = found;
      const differs = found.some(
        (other) => other.quantity !== best.quantity || other.unitPrice !== best.unitPrice || other.total !== best.total,
      );
      return { ...best, ambiguous: differs };
    }
  }
  return null;
}
