import type { InvoicePreview, InvoiceTax } from '@common/invoices';
import { formatMoney } from '@common/money';
import { formatAmount } from '@common/quantity-format';
import { multiply, ratio, ratioOf } from '@common/ratio';
import { formatDate } from '@web/lib/format-date';

/** Texts of /facturas built from an invoice's printed values. */

/** '$1,902.40', or '$94.00 USD' when the invoice is not in pesos. */
export const invoiceMoney = (value: string, currency = 'MXN') =>
  currency === 'MXN' ? formatMoney(value) : `${formatMoney(value)} ${currency}`;

/** 'A-1021', '5540', or 'Sin folio'. */
export function folioText(invoice: { series: string | null; folio: string | null }): string {
  if (invoice.series && invoice.folio) return `${invoice.series}-${invoice.folio}`;
  return invoice.folio ?? invoice.series ?? 'Sin folio';
}

/** The issue date as printed ('2026-03-05T08:15:00', local time of the place of issue) → '05 mar 2026'. */
export const issueDateText = (value: string) => formatDate(`${value.slice(0, 10)}T12:00:00`);

const exchangeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 6 });
/** 'Tipo de cambio 17.25' (pesos per unit of the invoice's currency). */
export const exchangeRateText = (invoice: Pick<InvoicePreview, 'exchangeRate'>) =>
  `Tipo de cambio ${exchangeFormat.format(invoice.exchangeRate as `${number}`)}`;

/** 'IVA 16%: $208.00', 'IEPS cuota $1.6451: $47.38' (a quota in pesos per unit, with all its decimals), 'IVA exento', 'Retención ISR 1.25%: $12.50'. */
export function taxText(tax: InvoiceTax, currency = 'MXN'): string {
  const name = tax.withheld ? `Retención ${tax.tax}` : tax.tax;
  if (tax.factor === 'Exento' || tax.rate === null) return `${name} exento`;
  const rate =
    tax.factor === 'Tasa'
      ? `${formatAmount(multiply(ratioOf(tax.rate), ratio(100n)))}%`
      : `cuota $${exchangeFormat.format(tax.rate as `${number}`)}${currency === 'MXN' ? '' : ` ${currency}`}`;
  return tax.amount === null ? `${name} ${rate}` : `${name} ${rate}: ${invoiceMoney(tax.amount, currency)}`;
}
