import { foldText } from '@common/text';

/**
 * Glyphs OCR reads for one another on receipts (a '0' for an 'O', a '6' for a 'G', an 'l' for an
 * 'I'), each folded to one shape, so that words can be compared as they look rather than as read.
 */
const SHAPES: Record<string, string> = {
  '0': 'O',
  Q: 'O',
  D: 'O',
  '1': 'I',
  L: 'I',
  '|': 'I',
  '!': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/** 'T0TAL' and 'TOTAl' → 'TOTAI'; 'K6' → 'KG'; accents and case dropped. */
export const shapeOf = (text: string) =>
  foldText(text)
    .toUpperCase()
    .replace(/./g, (char) => SHAPES[char] ?? char);

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, next[j]);
    }
    if (best > limit) return limit + 1;
    row = next;
  }
  return row[b.length];
}
