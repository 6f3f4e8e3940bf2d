import { compareDecimals, lineTotal } from '@common/money';
import type { Pending } from './collect-items';
import type { RawLine } from './line-items';
import { parseMoney, parseQuantity } from './numbers';

/** Lines of one receipt that must show the column before it is read as one. */
const MIN_LINES = 2;

/** The line with the name's last whole number as its price, when quantity × it is the amount to the cent. */
function withWholePrice(raw: RawLine): RawLine | null {
  if (!raw.quantity || raw.unitPrice || !raw.total) return null;
  const price = / (\d{1,5})$/.exec(raw.name);
  const [quantity, total] = [parseQuantity(raw.quantity), parseMoney(raw.total)];
  if (!price || !quantity || !total || compareDecimals(lineTotal(quantity, price[1]), total) !== 0) return null;
  return { ...raw, name: raw.name.slice(0, price.index).trim(), unitPrice: `${price[1]}.00` };
}

/**
 * A price column in whole pesos between the name and an amount with cents, as a market's note
 * prints it ('5 kgs  Camaron 21/25 c/cascara  260  1,300.00'). A number closing a name is usually
 * the name's ('COCA COLA 600'), so the column is read only when the arithmetic proves it exactly on
 * more than one line of the receipt.
 */
export function readWholePriceColumn(items: Pending[]): Pending[] {
  const priced = items.map((item) => withWholePrice(item.raw));
  if (priced.filter(Boolean).length < MIN_LINES) return items;
  return items.map((item, index) => (priced[index] ? { ...item, raw: priced[index] } : item));
}
