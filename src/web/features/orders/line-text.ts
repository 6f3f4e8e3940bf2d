import { formatMoney, lineTotal } from '@common/money';
import { formatLineQuantity, type PackSnapshot } from '@common/order-units';
import { unitLabel } from '@common/quantity';

/**
 * " × $500.00" after a line's quantity when quantity × unit price is its total. A unit price
 * rounded to the cent may not be (250 g at $0.0255 shows $0.03 but costs $6.38, decision 037):
 * then the price per base unit when it is known (" · $25.50 por kg"), else nothing.
 */
export function priceText(
  line: { quantity: string; unitPrice: string; totalPrice: string },
  base?: { price: string; unit: string },
): string {
  if (lineTotal(line.quantity, line.unitPrice) === line.totalPrice) return ` × ${formatMoney(line.unitPrice)}`;
  return base ? ` · ${formatMoney(base.price)} por ${unitLabel(base.unit)}` : '';
}

/**
 * What the restaurant asked for on a line the supplier changed on confirming ("16 kg a $18.00"),
 * null on a line kept as asked.
 */
export function askedText(line: {
  originalQuantity: string | null;
  originalUnitPrice: string | null;
  unit: string | null;
  pack: PackSnapshot | null;
}): string | null {
  if (line.originalQuantity === null) return null;
  const quantity = formatLineQuantity(line.originalQuantity, line.unit, line.pack);
  return line.originalUnitPrice === null ? quantity : `${quantity} a ${formatMoney(line.originalUnitPrice)}`;
}
