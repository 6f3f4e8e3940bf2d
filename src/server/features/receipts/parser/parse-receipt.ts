import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { withLostSpaces } from './lost-spaces';
import { compareDecimals, subtractDecimals, sumDecimals } from '@common/money';
import { collectItems, type OcrLine } from './collect-items';
import { findDate, findSummary, findSupplier, type Summary } from './header';
import { cleanLine } from './clean-line';
import type { RawLine } from './line-items';
import { checkLine, type CheckedLine, type CheckStatus, type ColumnOrder } from './reconcile-line';
import { candidates } from './repair';
import { readWholePriceColumn } from './whole-price-column';
import { unitOf } from './units';

export type { OcrLine } from './collect-items';

/** How far the arithmetic check trusts each kind of line. */
const STATUS_TRUST: Record<CheckStatus, number> = {
  exact: 0.98,
  repaired: 0.85,
  derived: 0.75,
  unchecked: 0.6,
  unreconciled: 0.35,
};

const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'con', 'sin', 'y', 'en', 'al', 'para', 'por']);

/** 'JITOMATE SALADET' → 'Jitomate Saladet'; words with digits ('1L', '600ML') stay as printed. */
export function prettyName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      /\d/.test(word)
        ? word.toUpperCase()
        : index > 0 && SMALL_WORDS.has(word)
          ? word
          : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A printed total that OCR garbled, read again as a sum of the lines (plus the tax) when one edit allows it. */
function readTotal(
  printed: string | null,
  printedRaw: string | null,
  sums: string[],
  tax: string | null,
): string | null {
  const expected = sums.flatMap((sum) => (tax ? [sum, sumDecimals([sum, tax])] : [sum]));
  if (printed && expected.some((value) => compareDecimals(value, printed) === 0)) return printed;
  for (const candidate of candidates(printedRaw, 'money')) {
    if (candidate.cost <= 1 && expected.some((value) => compareDecimals(value, candidate.value) === 0))
      return candidate.value;
  }
  return printed;
}

type Checked = { raw: RawLine; check: CheckedLine };

/** Lines whose numbers agree as printed that say which column comes first, before one order is trusted. */
const ORDER_WITNESSES = 2;

/** The order the receipt prints unit price and quantity in, when every line that checks out exactly agrees. */
function columnOrder(lines: Checked[]): ColumnOrder | null {
  const orders = lines.flatMap(({ check }) => (check.status === 'exact' && check.order ? [check.order] : []));
  return orders.length >= ORDER_WITNESSES && orders.every((order) => order === orders[0]) ? orders[0] : null;
}

/** Lines whose numbers agree as well in two orders of their columns, read in the order the receipt's other lines keep. */
function inColumnOrder<T extends Checked>(lines: T[]): T[] {
  const order = columnOrder(lines);
  if (!order) return lines;
  return lines.map((line) =>
    line.check.order && line.check.order !== order
      ? { ...line, check: checkLine(line.raw, undefined, order) ?? line.check }
      : line,
  );
}

/** Where a line goes among the others: in the order the receipt prints them. */
function positionAmong(lines: Checked[], line: { raw: RawLine }, printed: Array<{ raw: RawLine }>): number {
  const at = (entry: { raw: RawLine }) => printed.findIndex(({ raw }) => raw === entry.raw);
  const after = lines.findIndex((other) => at(other) > at(line));
  return after < 0 ? lines.length : after;
}

/** What the lines may add up to: the TOTAL, the SUBTOTAL, or the TOTAL less its IVA. */
function totalsPrinted(summary: Summary): string[] {
  const lessTax = summary.total && summary.tax ? subtractDecimals(summary.total, summary.tax, 2) : null;
  return [summary.total, summary.subtotal, lessTax].filter((value): value is string => value !== null);
}

/** What a reading's lines may add up to, as its text prints it (the TOTAL, the SUBTOTAL, or the TOTAL less its IVA). */
export const printedTotals = (text: string) => totalsPrinted(findSummary(text.split('\n').map(cleanLine)));

/**
 * A quantity the arithmetic found that the line printed with its unit at the name's end, apart or
 * glued, maybe after a stray mark ('ARROZ 3 KG', 'CHILE JALAPENO B8LATA' for 8 LATA): those words
 * are the quantity column, not the name's.
 */
function withQuantityOffTheName<T extends Checked>(line: T): T {
  const words = line.raw.name.split(' ');
  const found = quantityWords(words);
  const unit = found && found.count === line.check.quantity ? unitOf(found.unitWord) : null;
  if (!found || !unit || words.length <= found.taken) return line;
  return {
    ...line,
    raw: { ...line.raw, name: words.slice(0, -found.taken).join(' ') },
    check: { ...line.check, unit },
  };
}

/** A count and a unit word closing a name, apart ('3 KG') or glued after a mark ('B8LATA'). */
function quantityWords(words: string[]): { count: string; unitWord: string; taken: number } | null {
  const [before, last] = [words.at(-2) ?? '', words.at(-1) ?? ''];
  if (/^\d+$/.test(before)) return { count: before, unitWord: last, taken: 2 };
  const glued = /^[^\d\s]?(\d+)([A-Za-z]{1,6})$/.exec(last);
  return glued ? { count: glued[1], unitWord: glued[2], taken: 1 } : null;
}

/**
 * A line whose amount OCR could not read (a crease across it) has the amount the TOTAL leaves once
 * the other lines are counted, when it is the only such line, every other line checks out, and its
 * quantity × price, or its price and a whole quantity, make exactly that amount.
 */
function amountFromTotal<T extends Checked>(unread: Array<Omit<T, 'check'>>, lines: T[], summary: Summary): T | null {
  if (unread.length !== 1 || !unread[0].raw.unitPrice || lines.some((line) => line.check.status === 'unreconciled'))
    return null;
  const [line] = unread;
  const others = sumDecimals(lines.map((other) => other.check.total));
  for (const base of totalsPrinted(summary)) {
    const expected = subtractDecimals(base, others, 2);
    if (compareDecimals(expected, 0) <= 0) continue;
    const check = checkLine(line.raw, expected);
    const whole = check?.status === 'derived' && /^\d+$/.test(check.quantity);
    if (check && (check.status === 'exact' || check.status === 'repaired'))
      return { ...line, check: { ...check, status: 'repaired' } } as T;
    if (check && whole) return withQuantityOffTheName({ ...line, check: { ...check, status: 'repaired' } } as T);
  }
  return null;
}

/**
 * When one line alone fails the check, the receipt's TOTAL (or SUBTOTAL, or TOTAL − IVA) minus the
 * other lines says what its total must be; the line is repaired if its quantity and price then agree.
 */
function repairFromTotal(lines: Checked[], summary: Summary) {
  const weak = lines.filter((line) => line.check.status === 'unreconciled');
  if (weak.length !== 1 || !weak[0].raw.quantity || !weak[0].raw.unitPrice) return;
  const [line] = weak;
  const others = sumDecimals(lines.filter((other) => other !== line).map((other) => other.check.total));
  for (const base of totalsPrinted(summary)) {
    const expected = subtractDecimals(base, others, 2);
    if (compareDecimals(expected, 0) <= 0) continue;
    const repaired = checkLine(line.raw, expected);
    if (repaired && (repaired.status === 'exact' || repaired.status === 'repaired')) {
      line.check = { ...repaired, status: 'repaired' };
      return;
    }
  }
}

/**
 * Amounts printed without cents come from handwritten notes, and from addresses and phone numbers
 * that look like them: such a line stays when its numbers agree (q × p = amount), or, on a note
 * where no line has cents, when a quantity gives its price.
 */
function trustedWholeAmounts<T extends Checked>(lines: T[]): T[] {
  const note = lines.every((line) => line.raw.wholeAmounts);
  return lines.filter(
    ({ raw, check }) =>
      !raw.wholeAmounts ||
      check.status === 'exact' ||
      check.status === 'repaired' ||
      (note && check.status === 'derived'),
  );
}

/**
 * A line whose amount is the printed SUBTOTAL or TOTAL, or the sum of every line above it, is a
 * summary line OCR garbled beyond its words, not a product (unless its own quantity × price gives it).
 */
function withoutSummaryAmounts<T extends Checked>(lines: T[], summary: Summary): T[] {
  if (lines.length < 2) return lines;
  const kept: T[] = [];
  for (const line of lines) {
    const amount = line.check.total;
    const provedByItsNumbers =
      line.raw.quantity !== null &&
      line.raw.unitPrice !== null &&
      (line.check.status === 'exact' || line.check.status === 'repaired');
    const printed = [summary.total, summary.subtotal].some(
      (value) => value !== null && compareDecimals(value, amount) === 0,
    );
    const runningSum =
      kept.length >= 2 && compareDecimals(sumDecimals(kept.map((other) => other.check.total)), amount) === 0;
    if (provedByItsNumbers || (!printed && !runningSum)) kept.push(line);
  }
  return kept;
}

const closeTo = (a: string, b: string | null) =>
  b !== null && compareDecimals(subtractDecimals(a, b, 2).replace('-', ''), '0.05') <= 0;

/**
 * Reads a Mexican ticket or nota de remisión from its OCR text: supplier, date, total and the product
 * lines, each checked with quantity × unit price = total (misread digits repaired) and given a
 * confidence that falls when the check cannot be made or fails.
 */
export function parseReceipt(input: string | OcrLine[]): ReceiptReading {
  const lines: OcrLine[] =
    typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text, confidence: 0.9 })) : input;
  const text = lines
    .map((line) => line.text)
    .join('\n')
    .trim();
  const { items: pending, firstItemLine } = collectItems(lines);
  const columns = readWholePriceColumn(pending);
  const read = columns
    .map(({ raw, confidence }) => ({ raw, confidence, check: checkLine(raw) }))
    .filter((entry): entry is typeof entry & { check: NonNullable<typeof entry.check> } => entry.check !== null);
  const ordered = inColumnOrder(read);
  const summary = findSummary(lines.map((line) => cleanLine(line.text)));
  const checked = withoutSummaryAmounts(trustedWholeAmounts(ordered), summary);
  repairFromTotal(checked, summary);
  const unread = columns.filter(({ raw }) => raw.amountUnread);
  const recovered = amountFromTotal(unread, checked, summary);
  if (recovered) checked.splice(positionAmong(checked, unread[0], columns), 0, recovered);
  const sum = sumDecimals(checked.map((entry) => entry.check.total));
  // The lines' sum, and less the discounts printed on their own lines.
  const sums = summary.discounts.length > 0 ? [sum, subtractDecimals(sum, sumDecimals(summary.discounts), 2)] : [sum];
  const total = readTotal(summary.total, summary.totalRaw, sums, summary.tax) ?? summary.subtotal;
  const sumAgrees =
    checked.length > 0 && sums.some((value) => closeTo(value, total) || closeTo(value, summary.subtotal));

  const items: ReceiptReadingItem[] = checked.map(({ raw, confidence, check }) => {
    let trust = STATUS_TRUST[check.status] * (check.ambiguous ? 0.8 : 1);
    // Lines adding up to the printed TOTAL vouch for the totals, not for a quantity × price that disagrees.
    if (sumAgrees && check.status !== 'exact' && check.status !== 'unreconciled') trust = Math.max(trust, 0.8);
    const ocr = Math.min(1, Math.max(0, confidence));
    return {
      name: prettyName(withLostSpaces(raw.name)),
      quantity: check.quantity,
      unit: check.unit,
      unitPrice: check.unitPrice,
      total: check.total,
      confidence: Math.round(trust * (0.6 + 0.4 * ocr) * 100) / 100,
    };
  });
  const cleaned = lines.map((line) => cleanLine(line.text));
  // An invoice prints its header in two columns ('COMERCIALIZADORA …        FACTURA'): the name is on the left.
  const leftColumn = lines.map((line) => cleanLine(line.text.trim().split(/\s{3,}/)[0]));
  return { supplier: findSupplier(leftColumn, firstItemLine), date: findDate(cleaned), total, text, items };
}
