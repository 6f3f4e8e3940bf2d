import type { DecimalInput } from './money';
import { convert, type ProductUnits } from './quantity';
import { add, divide, multiply, ratio, ratioOf, toDecimal, type Ratio } from './ratio';

/**
 * Quantities and costs in a product's base unit (decision 034), for recipes, orders, receiving,
 * receipts and counts. Each computes exactly and rounds once: stored quantities to 3 decimals
 * (numeric(14,3)), money to 2.
 */
export const QUANTITY_PLACES = 3;
export const MONEY_PLACES = 2;

/** `amount` of `unit` in the product's base unit, as stored ('2' cajas of 25 kg → '50.000'). */
export function toBaseQuantity(amount: DecimalInput, unit: string, product: ProductUnits): string {
  return toDecimal(convert(amount, unit, product.unit, product), QUANTITY_PLACES);
}

/** The price of one base unit from the price of one `unit` ($500 the caja of 25 kg → $20 the kg), exact. */
export function pricePerBaseUnit(price: DecimalInput | Ratio, unit: string, product: ProductUnits): Ratio {
  return divide(ratioOf(price), convert('1', unit, product.unit, product));
}

const usable = (yieldPercent: DecimalInput | null | undefined) => divide(ratioOf(yieldPercent ?? '100'), ratio(100n));

/** What must be taken from stock to have `net` usable after cleaning: net ÷ yield (1 kg of piña at 55 % → 1.818 kg). */
export function grossQuantity(net: DecimalInput | Ratio, yieldPercent: DecimalInput | null | undefined): Ratio {
  return divide(ratioOf(net), usable(yieldPercent));
}

export interface CostLine {
  amount: DecimalInput;
  unit: string;
  product: ProductUnits;
  /** The product's price per base unit. */
  price: DecimalInput | Ratio;
  /** Usable % of the line (the ingredient's own), else of the product; 100 when neither says. */
  yieldPercent?: DecimalInput | null;
}

/** The exact cost of a gross quantity already in the base unit: quantity × price per base unit. */
export const baseCost = (gross: Ratio, price: DecimalInput | Ratio): Ratio => multiply(gross, ratioOf(price));

const exactCost = (line: CostLine): Ratio =>
  baseCost(
    grossQuantity(convert(line.amount, line.unit, line.product.unit, line.product), line.yieldPercent),
    line.price,
  );

/** Cost of one line: quantity in the base unit ÷ yield × price, rounded to cents once. */
export function lineCost(line: CostLine): string {
  return toDecimal(exactCost(line), MONEY_PLACES);
}

/** Sum of the lines' exact costs, not rounded. */
export const exactLinesCost = (lines: readonly CostLine[]): Ratio =>
  lines.reduce<Ratio>((sum, line) => add(sum, exactCost(line)), ratio(0n));

/** Sum of the lines' exact costs, rounded to cents once at the end. */
export function linesCost(lines: readonly CostLine[]): string {
  return toDecimal(exactLinesCost(lines), MONEY_PLACES);
}
