import type { Cfdi } from '@common/invoices';
import { add, multiply, ratio, ratioOf, type Ratio } from '@common/ratio';
import type { Queryable } from '../../platform/db/client';
import type { AppliedLine } from './apply-lines';
import { insertInvoiceLines } from './invoice-queries';
import { pesos, taxOf } from './line-figures';

const sum = (values: Ratio[]) => values.reduce<Ratio>((total, value) => add(total, value), ratio(0n));

/**
 * The rows that record a registered invoice: its figures as printed, and in pesos the sums the
 * accountant's monthly summary adds (each rounded once, from exact line sums).
 */
export function invoiceRecord(invoice: Cfdi, applied: AppliedLine[]) {
  const rate = ratioOf(invoice.exchangeRate);
  const inPesos = (value: string) => pesos(multiply(ratioOf(value), rate));
  const iva = invoice.lines.map((line) => taxOf(line, invoice, 'IVA'));
  const ieps = invoice.lines.map((line) => taxOf(line, invoice, 'IEPS'));
  return {
    invoice: {
      uuid: invoice.uuid,
      type: invoice.type,
      version: invoice.version,
      series: invoice.series,
      folio: invoice.folio,
      issuedAt: invoice.date,
      issueDate: invoice.date.slice(0, 10),
      issuerRfc: invoice.issuer.rfc,
      issuerName: invoice.issuer.name,
      currency: invoice.currency,
      exchangeRate: invoice.exchangeRate,
      subtotal: invoice.subtotal,
      discount: invoice.discount,
      total: invoice.total,
      subtotalMxn: inPesos(invoice.subtotal),
      discountMxn: inPesos(invoice.discount),
      ivaMxn: pesos(sum(iva)),
      iepsMxn: pesos(sum(ieps)),
      totalMxn: inPesos(invoice.total),
    },
    insertLines: (db: Queryable, userId: string, invoiceId: string) =>
      insertInvoiceLines(db, userId, {
        lines: invoice.lines.map((line, position) => ({
          invoiceId,
          position,
          description: line.description,
          productCode: line.productCode,
          supplierCode: line.supplierCode,
          quantity: line.quantity,
          unitCode: line.unitCode,
          unit: line.unit,
          unitPrice: line.unitPrice,
          discount: line.discount,
          amount: line.amount,
          ivaMxn: pesos(iva[position]),
          iepsMxn: pesos(ieps[position]),
          action: applied[position].action,
          productId: applied[position].productId,
          stockQuantity: applied[position].stockQuantity,
        })),
      }),
  };
}
