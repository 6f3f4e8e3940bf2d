import { compareDecimals } from '@common/money';
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

/** The same printed line in another reading: the surest of its items with a name close to this one. */
const sameLine = (item: ReceiptReadingItem, reading: ReceiptReading) =>
  reading.items.filter((other) => sameName(other.name, item.name)).sort((a, b) => b.confidence - a.confidence)[0];

const sameFigures = (a: ReceiptReadingItem, b: ReceiptReadingItem) =>
  compareDecimals(a.quantity, b.quantity) === 0 && compareDecimals(a.total, b.total) === 0;

/**
 * The surest reading, each item's quantity and amount decided by the readings (decision 089): the
 * same line is looked for in every other reading and the readings grouped by the figures they give;
 * the largest group with a reading whose arithmetic checked out wins, and a line the surest reading
 * got checked but wrong is corrected only when more readings agree on other figures than on its own
 * (ties keep it). Readings by two models of two copies of a picture err apart, so what most of them
 * give, checked, is more often what was printed than what the surest one gives alone.
 */
export function withItemsByVote(surest: ReceiptReading, others: ReceiptReading[]): ReceiptReading {
  const items = surest.items.map((item): ReceiptReadingItem => {
    const groups: ReceiptReadingItem[][] = [[item]];
    for (const reading of others) {
      const same = sameLine(item, reading);
      if (!same) continue;
      const group = groups.find((members) => sameFigures(members[0], same));
      if (group) group.push(same);
      else groups.push([same]);
    }
    const checked = groups.filter((members) => members.some((member) => member.confidence >= CHECKED));
    const winner = checked.sort((a, b) => b.length - a.length)[0];
    const own = groups[0];
    if (!winner) return item;
    const surestOf = (members: ReceiptReadingItem[]) => members.reduce((a, b) => (b.confidence > a.confidence ? b : a));
    if (winner === own) return { ...item, confidence: surestOf(own).confidence };
    if (item.confidence < UNCHECKED || winner.length > own.length) return surestOf(winner);
    return item;
  });
  return { ...surest, items };
}
