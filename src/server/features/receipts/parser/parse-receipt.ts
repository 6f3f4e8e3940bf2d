import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { compareDecimals, lineTotal, subtractDecimals, sumDecimals } from '@common/money';
import { findDate, findSummary, findSupplier, type Summary } from './header';
import { cleanLine, cleanName, isSummaryLine, readLine, type RawLine } from './line-items';
import { parsePrice } from './numbers';
import { summaryKind } from './summary-words';
import { stripAccents } from '@common/text';
import { checkLine, type CheckedLine, type CheckStatus } from './reconcile-line';
import { candidates } from './repair';

/** A line of OCR output with the engine's confidence (0–1). */
export interface OcrLine {
  text: string;
  confidence: number;
}

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

interface Pending {
  raw: RawLine;
  confidence: number;
}

/** Column headings printed above the lines ('CANT DESCRIPCION IMPORTE'): not a product's name. */
const HEADING =
  /\b(CANT(IDAD)?|DESCRIPCION|IMPORTE|PRECIO|P\.?\s?UNIT(ARIO)?|CODIGO|ARTICULO|PRODUCTO|CONCEPTO|UNIDAD)\b/;

/** A line of words and no amount that may name the product of the detail line below it. */
const nameOnly = (text: string) =>
  (text.match(/\p{L}/gu) ?? []).length >= 3 &&
  !HEADING.test(stripAccents(text).toUpperCase()) &&
  !/\d[.,]\d{2}\b/.test(text);

/**
 * Joins two-line items: a detail line ('1.250 KG x 24.90', '2 x 18.00 36.00', '7501055300075 2
 * 18.50') with the product line before or after it (name and amount), or with a name-only line
 * above it.
 */
function collectItems(lines: OcrLine[]): { items: Pending[]; firstItemLine: number } {
  const items: Pending[] = [];
  let detail: Pending | null = null;
  let named: { text: string; confidence: number; index: number } | null = null;
  let firstItemLine = -1;
  let lastWasTotalOnly = false;
  for (const [index, line] of lines.entries()) {
    const text = cleanLine(line.text);
    if (!text) continue;
    if (isSummaryLine(text)) {
      if (items.length > 0 && summaryKind(text) === 'total') break;
      named = null;
      continue;
    }
    // A date line ('12 may 2025') is not a quantity, a name and an amount.
    const raw = findDate([text]) && !/\d[.,]\d{2}\b/.test(text) ? null : readLine(text);
    if (!raw) {
      named = nameOnly(text) ? { text, confidence: line.confidence, index } : null;
      continue;
    }
    if (raw.name === '') {
      const previous = items[items.length - 1];
      if (previous && lastWasTotalOnly) {
        previous.raw = {
          ...previous.raw,
          quantity: raw.quantity,
          unit: raw.unit,
          unitPrice: raw.unitPrice,
          total: raw.total ?? previous.raw.total,
          others: raw.others,
        };
        previous.confidence = Math.min(previous.confidence, line.confidence);
        lastWasTotalOnly = false;
      } else if (named && raw.quantity && (raw.total || raw.unitPrice)) {
        // 'COCA COLA 600ML' then '2 x 18.00 36.00': the name above, the numbers below.
        const total =
          raw.total ?? (raw.unitPrice ? lineTotal(raw.quantity, parsePrice(raw.unitPrice) ?? raw.unitPrice) : null);
        items.push({
          raw: { ...raw, name: cleanName(named.text), total },
          confidence: Math.min(named.confidence, line.confidence),
        });
        if (firstItemLine < 0) firstItemLine = named.index;
        lastWasTotalOnly = false;
        detail = null;
      } else detail = { raw, confidence: line.confidence };
      named = null;
      continue;
    }
    named = null;
    if (firstItemLine < 0) firstItemLine = index;
    const totalOnly = !raw.quantity && !raw.unitPrice;
    const joined: RawLine | null =
      totalOnly && detail
        ? {
            ...raw,
            quantity: detail.raw.quantity,
            unit: detail.raw.unit,
            unitPrice: detail.raw.unitPrice,
            others: detail.raw.others,
          }
        : null;
    // A detail line printed before its product counts only if its numbers give this product's total.
    const status = joined ? checkLine(joined)?.status : undefined;
    if (joined && (status === 'exact' || status === 'repaired')) {
      items.push({ raw: joined, confidence: Math.min(line.confidence, detail!.confidence) });
      lastWasTotalOnly = false;
    } else {
      items.push({ raw, confidence: line.confidence });
      lastWasTotalOnly = totalOnly;
    }
    detail = null;
  }
  return { items, firstItemLine };
}

/** A printed total that OCR garbled, read again as the sum of the lines when one edit allows it. */
function readTotal(printed: string | null, printedRaw: string | null, sum: string, tax: string | null): string | null {
  const expected = [sum, tax ? sumDecimals([sum, tax]) : null].filter((value): value is string => !!value);
  if (printed && expected.some((value) => compareDecimals(value, printed) === 0)) return printed;
  for (const candidate of candidates(printedRaw, 'money')) {
    if (candidate.cost <= 1 && expected.some((value) => compareDecimals(value, candidate.value) === 0))
      return candidate.value;
  }
  return printed;
}

type Checked = { raw: RawLine; check: CheckedLine };

/**
 * When one line alone fails the check, the receipt's TOTAL (or SUBTOTAL, or TOTAL − IVA) minus the
 * other lines says what its total must be; the line is repaired if its quantity and price then agree.
 */
function repairFromTotal(lines: Checked[], summary: Summary) {
  const weak = lines.filter((line) => line.check.status === 'unreconciled');
  if (weak.length !== 1 || !weak[0].raw.quantity || !weak[0].raw.unitPrice) return;
  const [line] = weak;
  const others = sumDecimals(lines.filter((other) => other !== line).map((other) => other.check.total));
  const bases = [
    summary.total,
    summary.subtotal,
    summary.total && summary.tax ? subtractDecimals(summary.total, summary.tax, 2) : null,
  ];
  for (const base of bases) {
    if (!base) continue;
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
  const read = pending
    .map(({ raw, confidence }) => ({ raw, confidence, check: checkLine(raw) }))
    .filter((entry): entry is typeof entry & { check: NonNullable<typeof entry.check> } => entry.check !== null);
  const summary = findSummary(lines.map((line) => cleanLine(line.text)));
  const checked = withoutSummaryAmounts(trustedWholeAmounts(read), summary);
  repairFromTotal(checked, summary);
  const sum = sumDecimals(checked.map((entry) => entry.check.total));
  const total = readTotal(summary.total, summary.totalRaw, sum, summary.tax) ?? summary.subtotal;
  const sumAgrees = checked.length > 0 && (closeTo(sum, total) || closeTo(sum, summary.subtotal));

  const items: ReceiptReadingItem[] = checked.map(({ raw, confidence, check }) => {
    let trust = STATUS_TRUST[check.status] * (check.ambiguous ? 0.8 : 1);
    // Lines adding up to the printed TOTAL vouch for the totals, not for a quantity × price that disagrees.
    if (sumAgrees && check.status !== 'exact' && check.status !== 'unreconciled') trust = Math.max(trust, 0.8);
    const ocr = Math.min(1, Math.max(0, confidence));
    return {
      name: prettyName(raw.name),
      quantity: check.quantity,
      unit: check.unit,
      unitPrice: check.unitPrice,
      total: check.total,
      confidence: Math.round(trust * (0.6 + 0.4 * ocr) * 100) / 100,
    };
  });
  const cleaned = lines.map((line) => cleanLine(line.text));
  return { supplier: findSupplier(cleaned, firstItemLine), date: findDate(cleaned), total, text, items };
}
