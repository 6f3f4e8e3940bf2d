import type { Cfdi, InvoiceLine } from '@common/invoices';
import { invoiceLineStock, invoiceLineTax, type InvoiceLineStock } from '@common/invoice-lines';
import type { ProductUnits } from '@common/quantity';
import { toDecimal, type Ratio } from '@common/ratio';
import { foldText } from '@common/text';

/**
 * The figures of a CFDI line the restaurant needs, in pesos: each tax and the cost of one base unit
 * of the product it is mapped to (the rules themselves: @common/invoice-lines). Each is computed
 * exactly and rounded once (decision 041).
 */

/** How a supplier's line is recognised next time: its own code when it prints one, else its folded description. */
export const lineKeyOf = (line: Pick<InvoiceLine, 'supplierCode' | 'description'>) =>
  line.supplierCode
    ? `codigo:${foldText(line.supplierCode).trim()}`
    : `descripcion:${foldText(line.description).replace(/\s+/g, ' ').trim()}`;

/** The transferred (not withheld) amount of one tax on the line, in pesos. */
export const taxOf = (line: InvoiceLine, invoice: Pick<Cfdi, 'exchangeRate'>, tax: 'IVA' | 'IEPS'): Ratio =>
  invoiceLineTax(line, invoice, tax);

export const pesos = (value: Ratio) => toDecimal(value, 2);

export type Conversion = InvoiceLineStock;

/**
 * The line's quantity (in `unit`, the invoice's or the one the user chose) in the product's base
 * unit, and what one base unit cost. Throws UnitError (Spanish, says what to add) when it does not convert.
 */
export const convertLine = (line: InvoiceLine, unit: string, product: ProductUnits, cost: Ratio): Conversion =>
  invoiceLineStock(line, unit, product, cost);
