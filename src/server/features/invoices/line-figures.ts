import type { Cfdi, InvoiceLine } from '@common/invoices';
import { invoiceLineNet, invoiceLineStock, type InvoiceLineStock } from '@common/invoice-lines';
import type { ProductUnits } from '@common/quantity';
import { add, multiply, ratio, ratioOf, toDecimal, type Ratio } from '@common/ratio';
import { foldText } from '@common/text';

/**
 * The figures of a CFDI line the restaurant needs, in pesos: net cost (after the line's discount,
 * before taxes), each tax, and the cost of one base unit of the product it is mapped to. Each is
 * computed exactly and rounded once (decision 041).
 */

/** How a supplier's line is recognised next time: its own code when it prints one, else its folded description. */
export const lineKeyOf = (line: Pick<InvoiceLine, 'supplierCode' | 'description'>) =>
  line.supplierCode
    ? `codigo:${foldText(line.supplierCode).trim()}`
    : `descripcion:${foldText(line.description).replace(/\s+/g, ' ').trim()}`;

const inPesos = (value: string, invoice: Pick<Cfdi, 'exchangeRate'>) =>
  multiply(ratioOf(value), ratioOf(invoice.exchangeRate));

/** Importe − Descuento, in pesos (one definition with /facturas: @common/invoice-lines). */
export const netOf = (line: InvoiceLine, invoice: Pick<Cfdi, 'exchangeRate'>): Ratio => invoiceLineNet(line, invoice);

/** The transferred (not withheld) amount of one tax on the line, in pesos. */
export function taxOf(line: InvoiceLine, invoice: Pick<Cfdi, 'exchangeRate'>, tax: 'IVA' | 'IEPS'): Ratio {
  return line.taxes
    .filter((item) => item.tax === tax && !item.withheld && item.amount !== null)
    .reduce<Ratio>((sum, item) => add(sum, inPesos(item.amount!, invoice)), ratio(0n));
}

export const pesos = (value: Ratio) => toDecimal(value, 2);

export type Conversion = InvoiceLineStock;

/**
 * The line's quantity (in `unit`, the invoice's or the one the user chose) in the product's base
 * unit, and what one base unit cost. Throws UnitError (Spanish, says what to add) when it does not convert.
 */
export const convertLine = (line: InvoiceLine, unit: string, product: ProductUnits, cost: Ratio): Conversion =>
  invoiceLineStock(line, unit, product, cost);
