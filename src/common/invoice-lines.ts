import type { Cfdi, InvoiceLine } from './invoices';
import { convert, UnitError, type ProductUnits } from './quantity';
import { add, divide, multiply, ratio, ratioOf, toDecimal, type Ratio } from './ratio';
import { MONEY_PLACES, QUANTITY_PLACES } from './unit-costs';

/**
 * What a CFDI line adds to a product (decision 041): its net cost in pesos and its quantity in the
 * product's base unit. Shared by the preview and apply on the server and by /facturas, which
 * recomputes a line when the user maps it to another product or another unit.
 */

/** "JITOMATE SALADET" → "Jitomate saladet": the name of a product created from an invoice line (at most 200 characters). */
export function invoiceProductName(description: string): string {
  const lower = description.trim().toLocaleLowerCase('es-MX');
  return (lower.charAt(0).toLocaleUpperCase('es-MX') + lower.slice(1)).slice(0, 200);
}

const inPesos = (value: string, invoice: Pick<Cfdi, 'exchangeRate'>) =>
  multiply(ratioOf(value), ratioOf(invoice.exchangeRate));

/** Importe − Descuento, in pesos, exact. */
export const invoiceLineNet = (
  line: Pick<InvoiceLine, 'amount' | 'discount'>,
  invoice: Pick<Cfdi, 'exchangeRate'>,
): Ratio => add(inPesos(line.amount, invoice), multiply(inPesos(line.discount, invoice), ratio(-1n)));

/** The transferred (not withheld) amount of one tax on the line, in pesos, exact. */
export function invoiceLineTax(
  line: Pick<InvoiceLine, 'taxes'>,
  invoice: Pick<Cfdi, 'exchangeRate'>,
  tax: 'IVA' | 'IEPS',
): Ratio {
  return line.taxes
    .filter((item) => item.tax === tax && !item.withheld && item.amount !== null)
    .reduce<Ratio>((sum, item) => add(sum, inPesos(item.amount!, invoice)), ratio(0n));
}

/**
 * What a line cost the restaurant, in pesos (decision 041): the net amount, plus IEPS (a restaurant
 * that does not sell the taxed goods cannot credit it), plus IVA unless the restaurant credits IVA.
 * The cost registration sets, and the one /facturas shows before it.
 */
export function invoiceLineCost(
  line: Pick<InvoiceLine, 'amount' | 'discount' | 'taxes'>,
  invoice: Pick<Cfdi, 'exchangeRate'>,
  creditsIva: boolean,
): Ratio {
  const withIeps = add(invoiceLineNet(line, invoice), invoiceLineTax(line, invoice, 'IEPS'));
  return creditsIva ? withIeps : add(withIeps, invoiceLineTax(line, invoice, 'IVA'));
}

export interface InvoiceLineStock {
  /** The line's quantity in the product's base unit, rounded as stored (3 decimals). */
  stockQuantity: string;
  /** Pesos for one base unit: `cost` ÷ the exact converted quantity, to the cent. */
  unitCost: string;
}

/**
 * The line's quantity (in `unit`, the invoice's or the one the user chose) in the product's base
 * unit, and what one base unit cost. Throws UnitError (Spanish, says what to add) when it does not convert.
 */
export function invoiceLineStock(
  line: Pick<InvoiceLine, 'quantity'>,
  unit: string,
  product: ProductUnits,
  cost: Ratio,
): InvoiceLineStock {
  const base = convert(line.quantity, unit, product.unit, product);
  if (base.num <= 0n) throw new UnitError('La cantidad de la línea debe ser mayor que 0');
  return {
    stockQuantity: toDecimal(base, QUANTITY_PLACES),
    unitCost: toDecimal(divide(cost, base), MONEY_PLACES),
  };
}
