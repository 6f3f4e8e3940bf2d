import { compareDecimals } from '../../src/common/money';
import type { ReceiptReadingItem } from '../../src/common/receipts';
import { unitOf } from '../../src/server/features/receipts/parser/units';
import type { TruthItem } from './layouts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function levenshtein(a: string, b: string) {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** Names agree when at most one character in ten differs (case, accents and punctuation ignored). */
export function namesMatch(a: string, b: string) {
  const [x, y] = [fold(a), fold(b)];
  return levenshtein(x, y) <= Math.floor(Math.max(x.length, y.length) / 10);
}

/** A read line matches a truth line when the name is close and quantity and total are exact. */
export const itemMatches = (read: ReceiptReadingItem, truth: TruthItem) =>
  namesMatch(read.name, truth.name) &&
  compareDecimals(read.quantity, truth.quantity) === 0 &&
  compareDecimals(read.total, truth.total) === 0;

export interface Score {
  truth: number;
  read: number;
  matched: number;
}

/** Each truth line is matched at most once. */
export function scoreItems(
  read: ReceiptReadingItem[],
  truth: TruthItem[],
): Score & { unitsRight: number; missed: TruthItem[]; wrong: ReceiptReadingItem[] } {
  const open = [...truth];
  const wrong: ReceiptReadingItem[] = [];
  let unitsRight = 0;
  for (const item of read) {
    const index = open.findIndex((candidate) => itemMatches(item, candidate));
    if (index < 0) {
      wrong.push(item);
      continue;
    }
    // Units are scored apart: a found line whose normalised unit ('MJO' → manojo) is the printed one.
    if (unitOf(open[index].unit) === item.unit) unitsRight += 1;
    open.splice(index, 1);
  }
  return {
    truth: truth.length,
    read: read.length,
    matched: truth.length - open.length,
    unitsRight,
    missed: open,
    wrong,
  };
}

export function f1(score: Score) {
  const precision = score.read ? score.matched / score.read : 0;
  const recall = score.truth ? score.matched / score.truth : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
