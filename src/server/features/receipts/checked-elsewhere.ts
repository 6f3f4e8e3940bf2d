import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { foldText } from '@common/text';
import { editDistance } from './parser/shapes';

/** Below this the reader could not check an item's numbers (quantity × price ≠ amount, or no price). */
export const UNCHECKED = 0.5;
/** From this on an item's quantity × price gave its amount, read with fair confidence. */
const CHECKED = 0.7;
/** Two readings of one printed name differ in at most this share of its letters. */
const SAME_NAME = 1 / 3;

const letters = (name: string) => foldText(name).replace(/[^a-z]/g, '');

function sameName(a: string, b: string): boolean {
  const [x, y] = [letters(a), letters(b)];
  const limit = Math.floor(Math.max(x.length, y.length) * SAME_NAME);
  return x.length > 0 && y.length > 0 && editDistance(x, y, limit) <= limit;
}

/**
 * The surest reading of a receipt, each of its items whose numbers did not check out replaced by
 * the same line from another reading of the same picture where they did: which copy of the picture
 * reads a line best varies line by line, and the arithmetic, not the engine's confidence, says
 * which reading of a line is right.
 */
export function withItemsCheckedElsewhere(surest: ReceiptReading, others: ReceiptReading[]): ReceiptReading {
  const checked = others.flatMap((reading) => reading.items).filter((item) => item.confidence >= CHECKED);
  if (checked.length === 0) return surest;
  const used = new Set<ReceiptReadingItem>();
  const items = surest.items.map((item): ReceiptReadingItem => {
    if (item.confidence >= UNCHECKED) return item;
    const same = checked.filter((other) => !used.has(other) && sameName(other.name, item.name));
    const best = same.sort((a, b) => b.confidence - a.confidence)[0];
    if (!best) return item;
    used.add(best);
    return best;
  });
  return { ...surest, items };
}
