import { compareDecimals, roundDecimal } from '@common/money';
import type { RawLine } from './line-items';
import { candidates, reconcile, reconciles, type Candidate } from './repair';
import { scaleWeight, WEIGHED_UNITS } from './units';

/**
 * How the line's numbers were checked: 'exact' (q × p = total as printed), 'repaired' (after fixing
 * misread digits), 'derived' (one number computed from the other two), 'unchecked' (only a total),
 * 'unreconciled' (the numbers disagree and no repair made them agree).
 */
export type CheckStatus = 'exact' | 'repaired' | 'derived' | 'unchecked' | 'unreconciled';

export interface CheckedLine {
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
  status: CheckStatus;
  ambiguous: boolean;
  /** Whether the numbers taken as price and quantity printed in that order after the name, when both did. */
  order?: ColumnOrder | null;
}

/** Which of a line's unit price and quantity prints first after its name (a receipt's columns keep one order). */
export type ColumnOrder = 'price-first' | 'quantity-first';

function orderOf(raw: RawLine, quantity: string | null, unitPrice: string | null): ColumnOrder | null {
  const numbers = raw.trailing ?? [];
  const [q, p] = [
    quantity === null ? -1 : numbers.indexOf(quantity),
    unitPrice === null ? -1 : numbers.indexOf(unitPrice),
  ];
  if (q < 0 || p < 0 || q === p) return null;
  return q < p ? 'quantity-first' : 'price-first';
}

const positive = (value: string | null | undefined): value is string => !!value && compareDecimals(value, 0) > 0;
const divide = (a: string, b: string, places: number) => roundDecimal(Number(a) / Number(b), places);
const cheapest = (list: Candidate[]) => list.find((candidate) => candidate.cost === 0)?.value ?? null;

/** Unit price from quantity and total, when a price with cents gives that total exactly. */
function derivePrice(quantity: string, total: string): string | null {
  const price = divide(total, quantity, 2);
  return positive(price) && reconciles(quantity, price, total) ? price : null;
}

/** Quantity from unit price and total: a whole number, or a weight with up to 3 decimals. */
function deriveQuantity(
  prices: Candidate[],
  totals: Candidate[],
  weighed: boolean,
): { quantity: string; unitPrice: string; total: string; edits: number } | null {
  let best: { quantity: string; unitPrice: string; total: string; edits: number } | null = null;
  for (const price of prices) {
    for (const total of totals) {
      const edits = price.cost + total.cost;
      if (edits > 1 || (best && best.edits <= edits) || !positive(price.value)) continue;
      const whole = divide(total.value, price.value, 0);
      if (positive(whole) && reconciles(whole, price.value, total.value))
        best = { quantity: whole, unitPrice: price.value, total: total.value, edits };
      else if (weighed && edits === 0) {
        const weight = divide(total.value, price.value, 3);
        if (positive(weight) && reconciles(weight, price.value, total.value))
          best = { quantity: weight, unitPrice: price.value, total: total.value, edits };
      }
    }
  }
  return best;
}

/**
 * Checks quantity × unit price against the total, repairing misread digits where it can.
 * `knownTotal` replaces the printed total when the receipt's TOTAL tells what it must be.
 */
function checkPrinted(raw: RawLine, knownTotal?: string): CheckedLine | null {
  const quantities = candidates(raw.quantity && scaleWeight(raw.quantity, raw.unit), 'quantity');
  const prices = candidates(raw.unitPrice, 'price');
  const totals = knownTotal ? [{ value: knownTotal, cost: 0 }] : candidates(raw.total, 'money');
  const readTotal = cheapest(totals) ?? totals[0]?.value ?? null;
  if (!readTotal) return null;
  const unit = raw.unit ?? (raw.quantity && /[.,](?!000$)\d{3}$/.test(raw.quantity) ? 'kg' : 'pza');
  const weighed = WEIGHED_UNITS.has(unit) || !raw.unit;

  if (quantities.length > 0 && prices.length > 0) {
    const found = reconcile(quantities, prices, totals);
    if (found)
      return {
        quantity: found.quantity,
        unit,
        unitPrice: found.unitPrice,
        total: found.total,
        status: found.edits === 0 ? 'exact' : 'repaired',
        ambiguous: found.ambiguous,
      };
  }
  const quantity = cheapest(quantities);
  if (quantity && positive(quantity) && prices.length === 0) {
    const price = derivePrice(quantity, readTotal);
    if (price) return { quantity, unit, unitPrice: price, total: readTotal, status: 'derived', ambiguous: false };
  }
  if (prices.length > 0 && (quantities.length === 0 || !positive(quantity))) {
    const derived = deriveQuantity(prices, totals, weighed);
    if (derived) {
      const status = derived.edits === 0 && compareDecimals(derived.quantity, 1) === 0 ? 'exact' : 'derived';
      return { ...derived, unit, status, ambiguous: false };
    }
  }
  if (quantities.length === 0 && prices.length === 0) {
    return { quantity: '1', unit, unitPrice: readTotal, total: readTotal, status: 'unchecked', ambiguous: false };
  }
  const fallbackQuantity = positive(quantity) ? quantity : '1';
  const fallbackPrice = cheapest(prices) ?? divide(readTotal, fallbackQuantity, 2);
  return {
    quantity: fallbackQuantity,
    unit,
    unitPrice: fallbackPrice,
    total: readTotal,
    status: 'unreconciled',
    ambiguous: false,
  };
}

const RANK: Record<CheckStatus, number> = { exact: 0, repaired: 1, derived: 2, unchecked: 3, unreconciled: 4 };

/**
 * Checks quantity × unit price against the total, repairing misread digits where it can. When the
 * line prints more numbers (a cost and a price, a units column), every pair of them is tried as
 * quantity and price, and a pair that agrees with the amount wins over a guess by position; between
 * pairs that agree as well, the one in the receipt's column `order` (the other lines' order) wins.
 * `knownTotal` replaces the printed total when the receipt's TOTAL tells what it must be.
 */
export function checkLine(raw: RawLine, knownTotal?: string, order?: ColumnOrder): CheckedLine | null {
  const printedCheck = checkPrinted(raw, knownTotal);
  if (!printedCheck) return null;
  const printed = { ...printedCheck, order: orderOf(raw, raw.quantity, raw.unitPrice) };
  const againstOrder = (line: CheckedLine) => !!order && !!line.order && line.order !== order;
  if (printed.status === 'exact' && !againstOrder(printed)) return rounded(printed);
  const pool = [raw.quantity, ...(raw.leading ?? []), raw.unitPrice, ...raw.others].filter(
    (value): value is string => value !== null,
  );
  let best: CheckedLine = printed;
  if (pool.length >= 2) {
    for (const [i, quantity] of pool.entries()) {
      for (const [j, unitPrice] of pool.entries()) {
        if (i === j || (quantity === raw.quantity && unitPrice === raw.unitPrice)) continue;
        const totals = knownTotal ? [{ value: knownTotal, cost: 0 }] : candidates(raw.total, 'money');
        // A pair in the receipt's column order is as likely as the printed guess: it may need as many repairs.
        const inOrder = !!order && orderOf(raw, quantity, unitPrice) === order;
        const found = reconcile(
          candidates(quantity, 'quantity'),
          candidates(unitPrice, 'price'),
          totals,
          inOrder ? undefined : 1,
        );
        if (!found) continue;
        const status: CheckStatus = found.edits === 0 ? 'exact' : 'repaired';
        const line: CheckedLine = {
          quantity: found.quantity,
          unit: printed.unit,
          unitPrice: found.unitPrice,
          total: found.total,
          status,
          ambiguous: found.ambiguous,
          order: orderOf(raw, quantity, unitPrice),
        };
        const rank = RANK[status] - RANK[best.status];
        if (rank < 0 || (rank === 0 && againstOrder(best) && !againstOrder(line))) best = line;
      }
    }
  }
  return rounded(best);
}

/** Unit prices printed with four decimals ('120.0000') are given with two, as prices are kept. */
const rounded = (line: CheckedLine): CheckedLine =>
  /\.\d{3,}$/.test(line.unitPrice) ? { ...line, unitPrice: roundDecimal(line.unitPrice, 2) } : line;
