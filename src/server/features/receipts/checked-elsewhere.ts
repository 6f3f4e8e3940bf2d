import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { foldText } from '@common/text';
import type { RawLine } from './parser/line-items';
import { candidates, reconcile, type Candidate, type NumberKind } from './parser/repair';
import { editDistance } from './parser/shapes';
import { scaleWeight } from './parser/units';

/** Below this the reader could not check an item's numbers (quantity × price ≠ amount, or no price). */
const UNCHECKED = 0.5;
/** From this on an item's quantity × price gave its amount, read with fair confidence. */
const CHECKED = 0.7;
/** Two readings of one printed name differ in at most this share of its letters. */
const SAME_NAME = 1 / 3;

/** A reading of the picture with each item's line as printed (parseReceiptLines). */
export interface ParsedReading {
  reading: ReceiptReading;
  raws: RawLine[];
}

const letters = (name: string) => foldText(name).replace(/[^a-z]/g, '');

function nameDistance(a: string, b: string): number {
  const [x, y] = [letters(a), letters(b)];
  const limit = Math.floor(Math.max(x.length, y.length) * SAME_NAME);
  return x.length > 0 && y.length > 0 ? editDistance(x, y, limit) : Infinity;
}

const sameName = (a: string, b: string) =>
  nameDistance(a, b) <= Math.floor(Math.max(letters(a).length, letters(b).length) * SAME_NAME);

/** Each other reading's line closest in name to `name`, if it is the same printed line and not taken already. */
function sameLineElsewhere(
  name: string,
  others: ParsedReading[],
  taken: Set<ReceiptReadingItem>,
): Array<{ item: ReceiptReadingItem; raw: RawLine }> {
  return others.flatMap(({ reading, raws }) => {
    const ranked = reading.items
      .map((item, index) => ({ item, raw: raws[index], distance: nameDistance(item.name, name) }))
      .filter(({ item }) => !taken.has(item) && sameName(item.name, name))
      .sort((a, b) => a.distance - b.distance);
    return ranked.slice(0, 1);
  });
}

/**
 * Every reading's candidates for one number, each value once with its fewest edits and the number of
 * readings that printed it as it is.
 */
function pooled(printed: Array<string | null>, kind: NumberKind): Candidate[] {
  const byValue = new Map<string, Candidate>();
  for (const raw of printed) {
    for (const { value, cost } of candidates(raw, kind)) {
      const known = byValue.get(value) ?? { value, cost, support: 0 };
      known.cost = Math.min(known.cost, cost);
      if (cost === 0) known.support = (known.support ?? 0) + 1;
      byValue.set(value, known);
    }
  }
  return [...byValue.values()];
}

/**
 * An item whose numbers did not check in any single reading, checked against every reading's
 * numbers for the same line: the misread digit differs from one copy of the picture to another,
 * so the quantity, price and amount that agree (q × p = amount) with the fewest edits, and that
 * most readings printed as they are, are taken. Null when none agree or two answers tie.
 */
function checkedAcrossReadings(item: ReceiptReadingItem, lines: RawLine[]): ReceiptReadingItem | null {
  if (lines.length < 2) return null;
  const found = reconcile(
    pooled(
      lines.map((line) => line.quantity && scaleWeight(line.quantity, line.unit)),
      'quantity',
    ),
    pooled(
      lines.map((line) => line.unitPrice),
      'price',
    ),
    pooled(
      lines.map((line) => line.total),
      'money',
    ),
    1,
  );
  if (!found || found.ambiguous) return null;
  return { ...item, quantity: found.quantity, unitPrice: found.unitPrice, total: found.total, confidence: CHECKED };
}

/**
 * The surest reading of a receipt, each of its items whose numbers did not check out replaced by
 * the same line from another reading of the same picture where they did, or else checked against
 * the numbers every reading gives for it: which copy of the picture reads a line best varies line
 * by line, and the arithmetic, not the engine's confidence, says which reading of a line is right.
 */
export function withItemsCheckedElsewhere(surest: ParsedReading, others: ParsedReading[]): ReceiptReading {
  const checked = others.flatMap(({ reading }) => reading.items).filter((item) => item.confidence >= CHECKED);
  const used = new Set<ReceiptReadingItem>();
  const items = surest.reading.items.map((item, index): ReceiptReadingItem => {
    if (item.confidence >= UNCHECKED) return item;
    const same = checked.filter((other) => !used.has(other) && sameName(other.name, item.name));
    const best = same.sort((a, b) => b.confidence - a.confidence)[0];
    if (best) {
      used.add(best);
      return best;
    }
    const elsewhere = sameLineElsewhere(item.name, others, used);
    const agreed = checkedAcrossReadings(item, [surest.raws[index], ...elsewhere.map(({ raw }) => raw)]);
    if (!agreed) return item;
    for (const line of elsewhere) used.add(line.item);
    return agreed;
  });
  return { ...surest.reading, items };
}
