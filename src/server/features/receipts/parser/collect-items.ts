import { lineTotal } from '@common/money';
import { stripAccents } from '@common/text';
import { findDate } from './header';
import { cleanLine } from './clean-line';
import { cleanName } from './clean-name';
import { isSummaryLine, opensWithQuantityAndUnit, readLine, splitLeadingQuantity, type RawLine } from './line-items';
import { labelledConcepts } from './labelled-concepts';
import { isCode } from './tokens';
import { parsePrice, parseQuantity } from './numbers';
import { checkLine } from './reconcile-line';
import { summaryKind } from './summary-words';

/** A line of OCR output with the engine's confidence (0–1). */
export interface OcrLine {
  text: string;
  confidence: number;
  /** Where the line lies on the image (pixel rows), when the engine says. */
  top?: number;
  bottom?: number;
}

export interface Pending {
  raw: RawLine;
  confidence: number;
}

/** Column headings printed above the lines ('CANT DESCRIPCION IMPORTE'): not a product's name. */
const HEADING =
  /\b(CANT(IDAD)?|DESCRIPCION|IMPORTE|PRECIO|P\.?\s?UNIT(ARIO)?|CODIGO|ARTICULO|PRODUCTO|CONCEPTO|UNIDAD)\b/;

/** A line of column headings ('CANT  DESCRIPCION  P. UNIT  IMPORTE'): two of them at least. */
const HEADINGS = new RegExp(HEADING.source, 'g');
const isHeadingRow = (folded: string) => (folded.match(HEADINGS) ?? []).length >= 2;

/** Headings that open with an item code column ('CLAVE  DESCRIPCION  CANT …'). */
const CODE_HEADING = /^(?:CLAVE|CODIGO|COD\.?|SKU|ITEM|UPC|EAN|PLU)\b/;

/** An item code of letters and digits ('CC600', 'FN2L') where that column prints: not part of the name. */
const MIXED_CODE = /^(?=[^\s]*\d)(?=[^\s]*[A-Z])[A-Z\d-]{3,10}$/;

/** A line of words and no amount that may name the product of the detail line below it. */
const nameOnly = (text: string) =>
  (text.match(/\p{L}/gu) ?? []).length >= 3 &&
  !HEADING.test(stripAccents(text).toUpperCase()) &&
  !/\d[.,]\d{2}\b/.test(text);

/**
 * What each line of the item zone is: a whole product line ('item'), a product name with only
 * its amount ('amount': the second line of a receiving ticket, or the first of 'name, then
 * 2 x 18.00'), numbers with no name ('detail': '2 x 18.00', '7501055300075 2 18.50'), or a
 * name with no number ('name').
 */
type Entry =
  | { kind: 'item' | 'amount' | 'detail'; raw: RawLine; confidence: number; index: number }
  | { kind: 'name' | 'other'; text: string; confidence: number; index: number };

/** Lines opening with a quantity and a unit we can spell that make a receipt's unit column. */
const UNIT_COLUMN_LINES = 2;

function classify(lines: OcrLine[]): Entry[] {
  const entries: Entry[] = [];
  const texts = lines.map((line) => cleanLine(line.text));
  const unitColumn = texts.filter(opensWithQuantityAndUnit).length >= UNIT_COLUMN_LINES;
  let codeColumn = false;
  // After a TOTAL the products are over, unless headings open another note's ('estado de cuenta').
  let closed = false;
  for (const [index, line] of lines.entries()) {
    let text = texts[index];
    if (!text) continue;
    const folded = stripAccents(text).toUpperCase();
    if (isHeadingRow(folded)) {
      closed = false;
      codeColumn = CODE_HEADING.test(folded);
    }
    if (closed) continue;
    if (isSummaryLine(text)) {
      if (entries.some((entry) => 'raw' in entry) && summaryKind(text) === 'total') closed = true;
      continue;
    }
    if (codeColumn) {
      const [first, ...rest] = text.split(' ');
      if (rest.length > 0 && MIXED_CODE.test(first)) text = rest.join(' ');
    }
    // A date line ('12 may 2025') is not a quantity, a name and an amount.
    const raw = findDate([text]) && !/\d[.,]\d{2}\b/.test(text) ? null : readLine(text, unitColumn);
    const confidence = line.confidence;
    if (!raw) {
      // Headings, dates and other words keep a detail line from joining a name above them.
      const kind = nameOnly(text) && !findDate([text]) ? 'name' : 'other';
      entries.push({ kind, text, confidence, index });
      continue;
    }
    const kind = raw.name === '' ? 'detail' : !raw.quantity && !raw.unitPrice && raw.total ? 'amount' : 'item';
    entries.push({ kind, raw, confidence, index });
  }
  return entries;
}

/** Every number a detail line prints, in order as far as its reading kept it. */
const numbersOf = (raw: RawLine) =>
  [raw.quantity, raw.unitPrice, ...raw.others, raw.total].filter((value): value is string => value !== null);

/** A product's amount line joined with the detail line that gives its quantity and price. */
function join(amount: RawLine, detail: RawLine): RawLine {
  const numbers = numbersOf(detail);
  return {
    name: amount.name,
    unit: detail.unit ?? amount.unit,
    quantity: numbers.length > 1 ? numbers[0] : detail.quantity,
    unitPrice: numbers.length > 1 ? numbers[numbers.length - 1] : (detail.unitPrice ?? detail.total),
    others: numbers.slice(1, -1),
    total: amount.total,
    wholeAmounts: amount.wholeAmounts,
  };
}

/** How well a pairing's numbers agree: 2 as printed, 1 after repairing a digit, 0 not at all. */
function agreement(amount: RawLine, detail: RawLine): number {
  const status = checkLine(join(amount, detail))?.status;
  return status === 'exact' ? 2 : status === 'repaired' ? 1 : 0;
}

/** Below this the engine's confidence in a left-over line says it is more likely a misread product line. */
const WRAPPED_CONFIDENCE = 0.8;

/**
 * A description that wraps onto the next line ('AGUA MINERAL TOPO CHICO   312.50  1,875.00' over
 * '355 ML VIDRIO C/24', as invoices print a long one): a name line left over right below a whole
 * product line finishes that product's name.
 */
function wrapDescriptions(entries: Entry[], items: Array<Pending & { index: number }>, used: Set<number>) {
  for (const [at, entry] of entries.entries()) {
    const above = entries[at - 1];
    if (entry.kind !== 'name' || used.has(at) || !above || above.kind !== 'item') continue;
    // A labelled field ('Pesos por caja: 22.860 / 22.340') or a line of figures is not a description,
    // nor a line OCR is unsure of (in a photo, what is left of a product line it could not read).
    if (/:|\d[.,]\d/.test(entry.text) || entry.confidence < WRAPPED_CONFIDENCE) continue;
    const item = items.find((candidate) => candidate.index === above.index);
    if (item) item.raw = { ...item.raw, name: `${item.raw.name} ${cleanName(entry.text)}` };
  }
}

/**
 * Joins two-line items. A name-only line takes the detail line right below it ('COCA COLA 600ML'
 * then '2 x 18.00 36.00'). An amount line takes the detail line above it (a receiving ticket:
 * code, quantity and cost above; name and amount below) or below it (name and amount, then
 * '2.500 KG x $143.84'): the side whose numbers agree with the amounts, decided for the whole
 * receipt, since one ticket prints all its lines the same way.
 */
export function collectItems(lines: OcrLine[]): { items: Pending[]; firstItemLine: number } {
  const concepts = labelledConcepts(lines.map((line) => line.text));
  if (concepts.length > 0)
    return {
      items: concepts.map(({ raw, index, last }) => ({
        raw,
        confidence: Math.min(...lines.slice(index, last + 1).map((line) => line.confidence)),
      })),
      firstItemLine: concepts[0].index,
    };
  const entries = classify(lines);
  const neighbour = (at: number, step: -1 | 1) => {
    const entry = entries[at + step];
    return entry && entry.kind === 'detail' ? entry : null;
  };
  let [before, after] = [0, 0];
  for (const [at, entry] of entries.entries()) {
    if (entry.kind !== 'amount') continue;
    const [above, below] = [neighbour(at, -1), neighbour(at, 1)];
    if (above) before += agreement(entry.raw, above.raw);
    if (below) after += agreement(entry.raw, below.raw);
  }
  const used = new Set<number>();
  /**
   * When a receipt prints each detail line below its product's amount line, a name line right above
   * an amount line is where a long name starts ('SALSA VALENTINA ETIQUETA' over 'NEGRA BOTELLA 1LT
   * 110.70'), when above it comes the product before, or the item's code on a line of its own.
   */
  const nameStart = (at: number): string[] => {
    if (after <= before) return [];
    const start: string[] = [];
    let above = at - 1;
    for (let entry = entries[above]; start.length < 2 && entry; entry = entries[above]) {
      if (entry.kind !== 'name' || used.has(above) || /:/.test(entry.text) || entry.confidence < WRAPPED_CONFIDENCE)
        break;
      start.unshift(cleanName(entry.text));
      above -= 1;
    }
    const boundary = entries[above];
    const bounded = boundary && ('raw' in boundary || (boundary.kind === 'other' && isCode(boundary.text)));
    if (start.length === 0 || !bounded) return [];
    for (let index = above + 1; index < at; index += 1) used.add(index);
    return start;
  };
  const items: Array<Pending & { index: number }> = [];
  for (const [at, entry] of entries.entries()) {
    if (entry.kind === 'item') items.push({ raw: entry.raw, confidence: entry.confidence, index: entry.index });
    if (entry.kind !== 'amount') continue;
    // Against the side the rest of the receipt uses, only numbers that agree as printed join a line.
    const against = (step: -1 | 1) => before !== after && step === (before > after ? 1 : -1);
    const sides = ([-1, 1] as const)
      .filter((step) => neighbour(at, step) && !used.has(at + step))
      .map((step) => ({ step, score: agreement(entry.raw, neighbour(at, step)!.raw) }))
      .filter(({ step, score }) => !against(step) || score === 2)
      .sort((a, b) => b.score - a.score || (a.step === -1 ? after - before : before - after));
    const side = sides[0];
    const start = nameStart(at);
    const named = start.length > 0 ? { ...entry.raw, name: [...start, entry.raw.name].join(' ') } : entry.raw;
    // With no agreement, the side the rest of the receipt uses; with no evidence at all, none.
    const fits = side && (side.score > 0 || (before !== after && (side.step === -1) === before > after));
    if (fits) {
      const detail = neighbour(at, side.step)!;
      used.add(at + side.step);
      items.push({
        raw: join(named, detail.raw),
        confidence: Math.min(entry.confidence, detail.confidence),
        index: entry.index,
      });
    } else items.push({ raw: named, confidence: entry.confidence, index: entry.index });
  }
  for (const [at, entry] of entries.entries()) {
    const below = neighbour(at, 1);
    if (entry.kind !== 'name' || !below || used.has(at + 1)) continue;
    if (!below.raw.total && !below.raw.unitPrice) continue;
    // The name line may print the quantity ('2 PZA LECHE LALA 1L' over '@ 28.50 57.00'); when the
    // numbers below print their own, a number before the name is the product's code ('0131 PAN BLANCO').
    const opening = splitLeadingQuantity(entry.text);
    const raw = below.raw.quantity
      ? below.raw
      : { ...below.raw, quantity: opening.quantity, unit: below.raw.unit ?? opening.unit };
    if (!raw.quantity) continue;
    const name = below.raw.quantity ? opening.uncoded : opening.name;
    // 'COCA COLA 600ML' then '2 x 18.00 36.00': the name above, the numbers below.
    // Numbers are kept as printed ('5,558'): read before multiplying, and a line that does not read is left out.
    const [quantity, price] = [
      parseQuantity(raw.quantity),
      raw.unitPrice && (parsePrice(raw.unitPrice) ?? parseQuantity(raw.unitPrice)),
    ];
    const total = raw.total ?? (quantity && price ? lineTotal(quantity, price) : null);
    if (!total) continue;
    used.add(at + 1);
    used.add(at);
    items.push({
      raw: { ...raw, name, total },
      confidence: Math.min(entry.confidence, below.confidence),
      index: entry.index,
    });
  }
  wrapDescriptions(entries, items, used);
  items.sort((a, b) => a.index - b.index);
  return { items, firstItemLine: items.length > 0 ? Math.min(...items.map((item) => item.index)) : -1 };
}
