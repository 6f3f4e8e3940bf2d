import { NUMBER_MESSAGES } from '@common/fields';
import { compareDecimals, type DecimalInput } from '@common/money';
import { ORDER_MESSAGES, type OrderItem } from '@common/orders';
import {
  lineProductUnits,
  lineUnitOf,
  paidBasePrice,
  unitPriceFromBase,
  type LineUnit,
  type PackSnapshot,
} from '@common/order-units';
import { UnitError, type ProductUnits } from '@common/quantity';
import { lineCost, linesCost, toBaseQuantity, type CostLine } from '@common/unit-costs';
import { badRequest } from '../../platform/errors';
import type { selectOrderItems, selectPurchaseProducts } from './queries';

export type PurchaseProduct = Awaited<ReturnType<typeof selectPurchaseProducts>>[number];

type ProductRow = PurchaseProduct;
type ItemRow = Awaited<ReturnType<typeof selectOrderItems>>[number];

/** A product row as the unit rules take it. */
export const unitsOf = (product: ProductRow): ProductUnits => ({
  name: product.name,
  unit: product.unit,
  densityKgPerL: product.densityKgPerL,
  pieceWeightG: product.pieceWeightG,
  packs: product.packs,
});

/** Runs a unit rule; a conversion it cannot make is the client's 400, in the rule's Spanish words (`describe` may name the line). */
function withUnits<T>(run: () => T, describe: (message: string) => string = (message) => message): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof UnitError) throw badRequest(describe(error.message), 'unit_mismatch');
    throw error;
  }
}

/** The most one line may add to stock (numeric(14,3) holds 10 digits before the point). */
const MAX_BASE_QUANTITY = '9999999999';

/**
 * What a purchase line that arrived brings to its product (receiving an order, applying a receipt):
 * `amount` of the line's unit in the base unit, and the product's new price per base unit from the
 * price paid per that unit (null when it stays). A unit that does not convert is a Spanish 400.
 */
export function purchaseChange(
  product: ProductRow,
  line: { unit: string | null; pack: PackSnapshot | null },
  bought: { amount: DecimalInput; paid: DecimalInput },
  describe?: (message: string) => string,
): { delta: string; price: string | null } {
  const { unit, product: units } = lineProductUnits(line, unitsOf(product));
  return withUnits(() => {
    const delta = toBaseQuantity(bought.amount, unit, units);
    if (compareDecimals(delta, MAX_BASE_QUANTITY) > 0)
      throw badRequest(NUMBER_MESSAGES.tooLarge('9,999,999,999'), 'quantity_too_large');
    return { delta, price: paidBasePrice(bought.paid, unit, units, product.currentPrice) };
  }, describe);
}

export interface PricedLine {
  product: ProductRow;
  line: LineUnit;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  cost: CostLine;
}

/**
 * The order's lines in the units asked for, priced from each product's current price per base
 * unit: the unit price to the cent, each line's total and the order's total exact and rounded once
 * (decision 037). Throws a Spanish 400 for a unit that does not convert.
 */
export function priceLines(
  items: ReadonlyArray<{ productId: string; quantity: number; unit: string | null }>,
  products: ReadonlyArray<ProductRow>,
): { lines: PricedLine[]; totalAmount: string } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) throw badRequest(ORDER_MESSAGES.productNotFound, 'unknown_product');
    const units = unitsOf(product);
    const line = withUnits(() => lineUnitOf(item.unit, units));
    const { product: convertWith } = lineProductUnits(line, units);
    const quantity = String(item.quantity);
    const cost: CostLine = { amount: quantity, unit: line.unit, product: convertWith, price: product.currentPrice };
    return {
      product,
      line,
      quantity,
      unitPrice: unitPriceFromBase(product.currentPrice, line.unit, convertWith),
      totalPrice: lineCost(cost),
      cost,
    };
  });
  return { lines, totalAmount: linesCost(lines.map((line) => line.cost)) };
}

/** An item row as the API shows it: its pack as it was, its product's units as they are. */
export function orderItemOf(row: ItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    unit: row.unit,
    pack:
      row.packQuantity !== null && row.packUnit !== null ? { quantity: row.packQuantity, unit: row.packUnit } : null,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    totalPrice: row.totalPrice,
    receivedQuantity: row.receivedQuantity,
    originalQuantity: row.originalQuantity,
    originalUnitPrice: row.originalUnitPrice,
    receiveInto: null,
    product:
      row.productUnit === null || row.productPrice === null
        ? null
        : {
            unit: row.productUnit,
            currentPrice: row.productPrice,
            densityKgPerL: row.productDensity,
            pieceWeightG: row.productPieceWeight,
            packs: row.productPacks,
          },
  };
}
