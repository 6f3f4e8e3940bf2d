import { isLowStock } from '@common/low-stock';
import { decimalProblem } from '@common/fields';
import { linesTotal, subtractDecimals } from '@common/money';
import { plainQuantity } from '@web/lib/format-quantity';

/** What the new-order screen keeps of a product once the user types a quantity for it. */
export interface DraftProduct {
  id: string;
  name: string;
  unit: string;
  currentPrice: string;
  stockQuantity: string;
  minStockQuantity: string;
}

/** Quantities as typed, by product id; the text is kept so '0.' or '1.5' can be typed. */
export type Draft = Record<string, { product: DraftProduct; text: string }>;

/** SPEC §3 order draft line. */
export interface DraftLine {
  productId: string;
  name: string;
  unit: string;
  unitPrice: string;
  quantity: string;
}

const MAX_QUANTITY = 1_000_000;

const normalize = (text: string) => text.trim().replace(',', '.');

/**
 * The message for a quantity that cannot be ordered: not a number, negative, too large or more
 * than 3 decimals. Zero is not an error (SPEC §4: it removes the line).
 */
export function quantityError(text: string): string | null {
  const value = normalize(text);
  if (value === '') return null;
  return decimalProblem(value, 3, MAX_QUANTITY);
}

/** Sets a product's typed quantity; an empty text forgets the product. */
export function setDraftQuantity(draft: Draft, product: DraftProduct, text: string): Draft {
  const next = { ...draft };
  if (text.trim() === '') delete next[product.id];
  else next[product.id] = { product, text };
  return next;
}

/** SPEC §4: a quantity of zero removes the line; a positive one adds or updates it; a negative one is an error. */
export function draftLines(draft: Draft): DraftLine[] {
  return Object.values(draft).flatMap(({ product, text }) => {
    const value = normalize(text);
    if (quantityError(value) || Number(value) <= 0) return [];
    return [
      {
        productId: product.id,
        name: product.name,
        unit: product.unit,
        unitPrice: product.currentPrice,
        quantity: plainQuantity(value.startsWith('.') ? `0${value}` : value),
      },
    ];
  });
}

export const hasInvalidQuantity = (draft: Draft) =>
  Object.values(draft).some(({ text }) => quantityError(text) !== null);

/** Σ quantity × price, exact (the server computes the same with the same function). */
export const draftTotal = (lines: DraftLine[]) => linesTotal(lines);

/**
 * "Sugerir cantidades": for every product below its minimum, the minimum minus the stock. Other
 * products keep what the user typed.
 */
export function suggestQuantities(draft: Draft, products: DraftProduct[]): { draft: Draft; suggested: number } {
  let next = draft;
  let suggested = 0;
  for (const product of products) {
    if (!isLowStock(product)) continue;
    next = setDraftQuantity(
      next,
      product,
      plainQuantity(subtractDecimals(product.minStockQuantity, product.stockQuantity, 3)),
    );
    suggested += 1;
  }
  return { draft: next, suggested };
}
