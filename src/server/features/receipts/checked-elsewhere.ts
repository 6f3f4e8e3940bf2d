import { compareDecimals, subtractDecimals, sumDecimals } from '@common/money';
import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { foldText } from '@common/text';
import { printedTotals } from './parser/parse-receipt';
import { editDistance } from './parser/shapes';
import { isSpanishWord } from './parser/spanish-words';

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

type Found = { item: ReceiptReadingItem; reading: ReceiptReading };

/** Two readings of a line that agree on its quantity and its amount. */
const sameFigures = (a: ReceiptReadingItem, b: ReceiptReadingItem) =>
  compareDecimals(a.quantity, b.quantity) === 0 && compareDecimals(a.total, b.total) === 0;

/** A count of one priced at its amount: its multiplication proves nothing about its figures. */
const provesNothing = (item: ReceiptReadingItem) =>
  compareDecimals(item.quantity, 1) === 0 && compareDecimals(item.unitPrice, item.total) === 0;

/** Lines whose multiplication proved their figures before those where it proved nothing, then the surest (decision 113). */
const byTrust = (a: Found, b: Found) =>
  Number(provesNothing(a.item)) - Number(provesNothing(b.item)) || b.item.confidence - a.item.confidence;

/**
 * Words of a name the Spanish word list lacks, each word its letters between spaces (a mark OCR put
 * inside a word does not split it) and three or more of them (two are units and stray marks as
 * often as words): how badly a reading spelled the name.
 */
function unknownWords(name: string): number {
  const words = name.split(/\s+/).map((word) => foldText(word).replace(/[^a-z]/g, ''));
  return words.filter((word) => word.length >= 3 && !isSpanishWord(word)).length;
}

/** The name with fewer unknown words; the first on a tie. */
const betterSpelled = (first: string, second: string) => (unknownWords(second) < unknownWords(first) ? second : first);

/**
 * A line checked in another reading, under the better spelled of its two names: the arithmetic says
 * which reading's figures are right, not which reading's letters are (decision 110: the model taught
 * dot print checks figures the Spanish model misreads, and misspells words the Spanish model knows).
 */
function checkedLine(kept: ReceiptReadingItem, checked: ReceiptReadingItem): ReceiptReadingItem {
  return { ...checked, name: betterSpelled(checked.name, kept.name) };
}

/** The lines other readings checked that the kept items lack, one per printed name, the most trusted first. */
function linesLacking(items: ReceiptReadingItem[], found: Found[]): Found[] {
  const lacking: Found[] = [];
  for (const entry of [...found].sort(byTrust)) {
    const named = (other: ReceiptReadingItem) => sameName(other.name, entry.item.name);
    if (!items.some(named) && !lacking.some((kept) => named(kept.item))) lacking.push(entry);
  }
  return lacking;
}

/** One line, or two, whose amounts make up the gap exactly; null when none or more than one choice does. */
function fillingTheGap(gap: string, lacking: Found[]): Found[] | null {
  const fits = (lines: Found[]) => compareDecimals(sumDecimals(lines.map(({ item }) => item.total)), gap) === 0;
  const ones = lacking.filter((entry) => fits([entry]));
  if (ones.length > 0) return ones.length === 1 ? ones : null;
  const pairs = lacking.flatMap((first, index) =>
    lacking.slice(index + 1).flatMap((second) => (fits([first, second]) ? [[first, second]] : [])),
  );
  return pairs.length === 1 ? pairs[0] : null;
}

/** Puts a found line after the kept item its own reading printed just above it. */
function insertInPlace(items: ReceiptReadingItem[], { item, reading }: Found): ReceiptReadingItem[] {
  const above = reading.items.slice(0, reading.items.indexOf(item)).reverse();
  for (const neighbour of above) {
    const at = items.findIndex((kept) => sameName(kept.name, neighbour.name));
    if (at >= 0) return [...items.slice(0, at + 1), item, ...items.slice(at + 1)];
  }
  return [item, ...items];
}

/** What the kept lines lack to make `total` (negative when they pass it). */
const gapTo = (total: string, items: ReceiptReadingItem[]) =>
  subtractDecimals(total, sumDecimals(items.map((item) => item.total)), 2);

/**
 * Lines the surest reading lost altogether (OCR dropped a point or merged two numbers, and the parser
 * let the line go): when its items fall short of the printed TOTAL by exactly the amount of one or two
 * lines another reading checked and it lacks, those are the lines it lost.
 */
function withLostLines(items: ReceiptReadingItem[], total: string, found: Found[]): ReceiptReadingItem[] {
  if (items.length === 0) return items;
  const gap = gapTo(total, items);
  if (compareDecimals(gap, 0) <= 0) return items;
  const lost = fillingTheGap(gap, linesLacking(items, found));
  return lost ? lost.reduce(insertInPlace, items) : items;
}

/**
 * What the receipt prints its lines add up to, the surest reading's TOTAL first, then the TOTAL,
 * SUBTOTAL or TOTAL less IVA as any reading of it printed them: OCR misreads a TOTAL in one reading
 * and not in another (decision 127).
 */
function printedSums(surest: ReceiptReading, others: ReceiptReading[]): string[] {
  const read = [surest, ...others].flatMap((reading) => [reading.total, ...printedTotals(reading.text)]);
  return [...new Set(read.filter((sum): sum is string => sum !== null))];
}

/**
 * The kept lines mended to the first printed sum that the rules of decisions 106, 115 and 126 can make
 * them add up to exactly; each of those rules changes nothing unless it makes the sum to the cent.
 */
function mendedToAPrintedSum(items: ReceiptReadingItem[], sums: string[], found: Found[]): ReceiptReadingItem[] {
  for (const total of sums) {
    const lost = withLostLines(items, total, found);
    const mended = withALostLineAndAVersion(withTheTotalsVersion(lost, total, found), total, found);
    if (mended !== items) return mended;
  }
  return items;
}

/**
 * The surest reading of a receipt, each of its items whose numbers did not check out (or checked only
 * as 1 × their amount) replaced by the same line from another reading of the same picture where they
 * did, the lines it lost taken from another reading where the TOTAL shows they belong, a line's other
 * checked version taken where the TOTAL shows it was printed (alone, or with one lost line), and a
 * stray token that another reading did not see taken off a name: which copy of the picture reads a
 * line best varies line by line, and the arithmetic, not the engine's confidence, says which reading
 * is right.
 */
export function withItemsCheckedElsewhere(surest: ReceiptReading, others: ReceiptReading[]): ReceiptReading {
  const found = others.flatMap((reading) =>
    reading.items.filter((item) => item.confidence >= CHECKED).map((item) => ({ item, reading })),
  );
  const used = new Set<ReceiptReadingItem>();
  const items = surest.items.map((item): ReceiptReadingItem => {
    const checked = item.confidence >= UNCHECKED;
    if (checked && !provesNothing(item)) return item;
    // A line checked only by 1 × its amount gives way to the same amount that another reading proved.
    const same = found.filter(
      ({ item: other }) =>
        !used.has(other) &&
        sameName(other.name, item.name) &&
        (!checked || (!provesNothing(other) && compareDecimals(other.total, item.total) === 0)),
    );
    const best = same.sort(byTrust)[0]?.item;
    if (!best) return item;
    used.add(best);
    return checkedLine(item, best);
  });
  const whole = mendedToAPrintedSum(items, printedSums(surest, others), found);
  return {
    ...surest,
    items: whole.map((item) => withoutStrayToken(withTheBestSpelledName(item, others), others)),
  };
}

const wordCount = (name: string) => name.split(/\s+/).filter(Boolean).length;

/**
 * The name as the reading that spelled it best read it, among the readings of the same figures: a
 * glyph misread in a word ('Chilf Guajilio', 'Zana Modria') is misread by one copy or model and not
 * by the others, and the word list says which (decision 120). A reading with more words than the
 * kept name is not asked: a space OCR put inside a word leaves short pieces, and the list has most
 * short words ('Sala Dey').
 */
function withTheBestSpelledName(item: ReceiptReadingItem, others: ReceiptReading[]): ReceiptReadingItem {
  const versions = others.flatMap((reading) =>
    reading.items.filter(
      (other) =>
        sameFigures(other, item) && sameName(other.name, item.name) && wordCount(other.name) <= wordCount(item.name),
    ),
  );
  return { ...item, name: versions.reduce((best, other) => betterSpelled(best, other.name), item.name) };
}

/** A kept line's other checked version: the same name read elsewhere with another amount. */
type Version = { at: number; version: ReceiptReadingItem; change: string };

/** Each kept line's other checked versions, each version's figures once, with what it changes in the sum. */
function otherVersions(items: ReceiptReadingItem[], found: Found[]): Version[] {
  const versions: Version[] = [];
  items.forEach((item, at) => {
    for (const { item: version } of found) {
      const other = compareDecimals(version.total, item.total) !== 0 && sameName(version.name, item.name);
      const seen = versions.some((kept) => kept.at === at && sameFigures(kept.version, version));
      if (other && !seen) versions.push({ at, version, change: subtractDecimals(version.total, item.total, 2) });
    }
  });
  return versions;
}

/**
 * Two readings can each check a line with other figures (`6 × 15.85 = 95.10`, `6 × 15.86 = 95.16`):
 * when the kept lines miss the printed TOTAL by exactly what one line's other checked version would
 * make up, and no other line's would, the TOTAL says which version was printed (decision 115).
 */
function withTheTotalsVersion(items: ReceiptReadingItem[], total: string, found: Found[]): ReceiptReadingItem[] {
  if (items.length === 0) return items;
  const gap = gapTo(total, items);
  if (compareDecimals(gap, 0) === 0) return items;
  const versions = otherVersions(items, found).filter(({ change }) => compareDecimals(change, gap) === 0);
  if (versions.length !== 1) return items;
  const [{ at, version }] = versions;
  return items.map((item, index) => (index === at ? checkedLine(item, version) : item));
}

/** A lost line, and a kept line's other checked version, that together make up what the TOTAL lacks. */
type LostLineAndVersion = Version & { lost: Found };

/**
 * A line lost and another misread, together (decision 126): when the kept lines miss the printed TOTAL
 * by exactly one lacking line's amount plus what one kept line's other checked version changes, and
 * by no other such pair, the TOTAL says both. Decisions 106 and 115 take each of them alone.
 */
function withALostLineAndAVersion(items: ReceiptReadingItem[], total: string, found: Found[]) {
  if (items.length === 0) return items;
  const gap = gapTo(total, items);
  if (compareDecimals(gap, 0) === 0) return items;
  const lacking = linesLacking(items, found);
  const pairs: LostLineAndVersion[] = [];
  for (const version of otherVersions(items, found)) {
    for (const lost of lacking) {
      const fills = compareDecimals(sumDecimals([version.change, lost.item.total]), gap) === 0;
      const apart = lost.item !== version.version && !sameName(lost.item.name, items[version.at].name);
      const seen = pairs.some(
        (pair) =>
          pair.at === version.at &&
          sameFigures(pair.version, version.version) &&
          sameFigures(pair.lost.item, lost.item),
      );
      if (fills && apart && !seen) pairs.push({ ...version, lost });
    }
  }
  if (pairs.length !== 1) return items;
  const [{ lost, at, version }] = pairs;
  return insertInPlace(
    items.map((item, index) => (index === at ? checkedLine(item, version) : item)),
    lost,
  );
}

/**
 * A name that opens with a token no other reading of the same figures has, and that is no word (`7
 * Leche Entera`, `Fppza Pina Miel`: a stray digit, a unit run into the name), loses it (decision 114).
 */
function withoutStrayToken(item: ReceiptReadingItem, others: ReceiptReading[]): ReceiptReadingItem {
  const [first, ...rest] = item.name.split(/\s+/);
  if (rest.length === 0 || isSpanishWord(foldText(first))) return item;
  const name = rest.join(' ');
  const readElsewhere = others.some((reading) =>
    reading.items.some((other) => foldText(other.name) === foldText(name) && sameFigures(other, item)),
  );
  return readElsewhere ? { ...item, name } : item;
}
