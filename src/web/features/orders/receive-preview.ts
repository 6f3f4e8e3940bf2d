import { compareDecimals } from '@common/money';
import { orderItemUnits, type OrderItem } from '@common/orders';
import { lineProductUnits, paidBasePrice } from '@common/order-units';
import { UnitError, unitLabel } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import { toBaseQuantity } from '@common/unit-costs';

const DECIMAL = /^\d+(\.\d+)?$/;
export const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value.trim());

export interface ReceivePreview {
  /** What the stock will gain, in the base unit ("50 kg"), or null while the quantity is not a number. */
  gain: string | null;
  /** The product's price per base unit now and after, when receiving changes it. */
  price: { before: string; after: string; unit: string } | null;
  /** Why the line cannot be received as it is (its unit no longer converts), in Spanish. */
  error: string | null;
  /** The line's product was deleted: its stock cannot change. */
  gone: boolean;
}

/**
 * What receiving a line will do, as the server will do it (decision 037): the quantity per the
 * line's unit converted to the base unit with the pack as ordered, and the price per base unit.
 */
export function receivePreview(item: OrderItem, received: unknown, paid: unknown): ReceivePreview {
  const product = orderItemUnits(item);
  if (!product) return { gain: null, price: null, error: null, gone: true };
  if (!isDecimal(received)) return { gain: null, price: null, error: null, gone: false };
  const { unit, product: units } = lineProductUnits(item, product);
  try {
    const gain = formatQuantity(toBaseQuantity(received.trim(), unit, units), product.unit);
    const after =
      isDecimal(paid) && compareDecimals(received.trim(), 0) > 0
        ? paidBasePrice(paid.trim(), unit, units, item.product!.currentPrice)
        : null;
    const price = after === null ? null : { before: item.product!.currentPrice, after, unit: unitLabel(product.unit) };
    return { gain, price, error: null, gone: false };
  } catch (error) {
    if (error instanceof UnitError) return { gain: null, price: null, error: error.message, gone: false };
    throw error;
  }
}
