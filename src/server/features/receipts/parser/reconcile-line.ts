import { compareDecimals, roundDecimal } from '@common/money';
import type { RawLine } from './line-items';
import { candidates, reconcile, reconciles, type Candidate } from './repair';
import { WEIGHED_UNITS } from './units';

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
function deriveQuantity(prices: Candidate[], totals: Candidate[], weighed: boolean): { quantity: string; unitPrice: string; total: string; edits: number } | null {
  let best: { quantity: string; unitPrice: string; total: string; edits: number } | null = null;
  for (const price of prices) {
    for (const total of totals) {
      const edits = price.cost + total.cost;
      if (edits > 1 || (best && best.edits <= edits) || !positive(price.value)) continue;
      const whole = divide(total.value, price.value, 0);
      if (positive(whole) && reconciles(whole, price.value, total.value)) best = { quantity: whole, unitPrice: price.value, total: total.value, edits };
      else if (weighed && edits === 0) {
        const weight = divide(total.value, price.value, 3);
        if (positive(weight) && reconciles(weight, price.value, total.value)) best = { quantity: weight, unitPrice: price.value, total: total.value, edits };
      }
    }
  }
  return best;
}

/**
 * Checks quantity × unit price against the total, repairing misread digits where it can.
 * `knownTotal` replaces the printed total when the receipt's TOTAL tells what it must be.
 */
export function checkLine(raw: RawLine, knownTotal?: string): CheckedLine | null {
  const quantities = candidates(raw.quantity, 'quantity');
  const prices = candidates(raw.unitPrice, 'money');
  const totals = knownTotal ? [{ value: knownTotal, cost: 0 }] : candidates(raw.total, 'money');
  const readTotal = cheapest(totals) ?? totals[0]?.value ?? null;
  if (!readTotal) return null;
  const unit = raw.unit ?? (raw.quantity && /[.,]\d{3}$/.test(raw.quantity) ? 'kg' : 'pza');
  const weighed = WEIGHED_UNITS.has(unit) || !raw.unit;

  if (quantities.length > 0 && prices.length > 0) {
    const found = reconcile(quantities, prices, totals);
    if (found) return { quantity: found.quantity, unit, unitPrice: found.unitPrice, total: found.total, status: found.edits === 0 ? 'exact' : 'repaired', ambiguous: found.ambiguous };
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
  return { quantity: fallbackQuantity, unit, unitPrice: fallbackPrice, total: readTotal, status: 'unreconciled', ambiguous: false };
}
