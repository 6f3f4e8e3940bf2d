import { isLowStock } from '@common/low-stock';
import { decimalProblem } from '@common/fields-rules';
import { subtractDecimals } from '@common/money';
import { lineProductUnits, lineUnitOf, unitPriceFromBase, type PackSnapshot } from '@common/order-units';
import { UnitError, type ProductUnits } from '@common/quantity';
import { exactDecimal, ratioOf } from '@common/ratio';
import { lineCost, linesCost, type CostLine } from '@common/unit-costs';

/** What the new-order screen keeps of a product once the user types a quantity or picks a unit for it. */
export interface DraftProduct {
  id: string;
  name: string;
  /** The base unit: price and stock are per it. */
  unit: string;
  currentPrice: string;
  stockQuantity: string;
  minStockQuantity: string;
  densityKgPerL?: string | null;
  pieceWeightG?: string | null;
  packs?: ReadonlyArray<{ name: string; quantity: string; unit: string }>;
}

/**
 * Quantities as typed, by product id, with the unit chosen (a purchaseUnitChoices value; absent is
 * the base unit); the text is kept so '0.' or '1.5' can be typed.
 */
export type Draft = Record<string, { product: DraftProduct; text: string; unit?: string }>;

/** SPEC §3 order draft line, in the unit chosen (decision 037). */
export interface DraftLine {
  productId: string;
  name: string;
  /** The unit as the order line will store it, and what a pack holds now. */
  unit: string;
  pack: PackSnapshot | null;
  quantity: string;
  /** Per `unit`, to the cent. */
  unitPrice: string;
  /** The product's price per its base unit. */
  basePrice: string;
  baseUnit: string;
  totalPrice: string;
  cost: CostLine;
}

const MAX_QUANTITY = 1_000_000;

const normalize = (text: string) => text.trim().replace(',', '.');

/** '15.000' → '15', '.5' → '0.5': the number as a form field shows it. */
const plain = (value: string) => exactDecimal(ratioOf(value.startsWith('.') ? `0${value}` : value)) ?? value;

/**
 * The message for a quantity that cannot be ordered: not a number, negative, too large or more
 * than 3 decimals. Zero is not an error (SPEC §4: it removes the line).
 */
export function quantityError(text: string): string | null {
  const value = normalize(text);
  if (value === '') return null;
  return decimalProblem(value, 3, MAX_QUANTITY);
}

/** The product as the unit rules take it. */
export const productUnits = (product: DraftProduct): ProductUnits => product;

/** Sets a product's typed quantity and/or unit; an empty quantity in the base unit forgets the product. */
export function setDraftLine(draft: Draft, product: DraftProduct, change: { text?: string; unit?: string }): Draft {
  const next = { ...draft };
  const text = change.text ?? draft[product.id]?.text ?? '';
  const unit = change.unit ?? draft[product.id]?.unit;
  if (text.trim() === '' && (unit === undefined || unit === product.unit)) delete next[product.id];
  else next[product.id] = { product, text, unit };
  return next;
}

export const setDraftQuantity = (draft: Draft, product: DraftProduct, text: string) =>
  setDraftLine(draft, product, { text });

/** SPEC §4: a quantity of zero removes the line; a positive one adds or updates it; a negative one is an error. */
export function draftLines(draft: Draft): DraftLine[] {
  return Object.values(draft).flatMap(({ product, text, unit }) => {
    const value = normalize(text);
    if (quantityError(value) || Number(value) <= 0) return [];
    const units = productUnits(product);
    try {
      const line = lineUnitOf(unit, units);
      const { product: convertWith } = lineProductUnits(line, units);
      const quantity = plain(value);
      const cost: CostLine = { amount: quantity, unit: line.unit, product: convertWith, price: product.currentPrice };
      return [
        {
          productId: product.id,
          name: product.name,
          unit: line.unit,
          pack: line.pack,
          quantity,
          unitPrice: unitPriceFromBase(product.currentPrice, line.unit, convertWith),
          basePrice: product.currentPrice,
          baseUnit: product.unit,
          totalPrice: lineCost(cost),
          cost,
        },
      ];
    } catch (error) {
      // A unit the product no longer has (its packs changed while the draft was open) drops the line.
      if (error instanceof UnitError) return [];
      throw error;
    }
  });
}

export const hasInvalidQuantity = (draft: Draft) =>
  Object.values(draft).some(({ text }) => quantityError(text) !== null);

/** Σ of the lines' exact costs, rounded once (the server computes the same with the same function). */
export const draftTotal = (lines: DraftLine[]) => linesCost(lines.map((line) => line.cost));

/**
 * "Sugerir cantidades": for every product below its minimum, the minimum minus the stock, in its
 * base unit. Other products keep what the user typed.
 */
export function suggestQuantities(draft: Draft, products: DraftProduct[]): { draft: Draft; suggested: number } {
  let next = draft;
  let suggested = 0;
  for (const product of products) {
    if (!isLowStock(product)) continue;
    next = setDraftLine(next, product, {
      text: plain(subtractDecimals(product.minStockQuantity, product.stockQuantity, 3)),
      unit: product.unit,
    });
    suggested += 1;
  }
  return { draft: next, suggested };
}
