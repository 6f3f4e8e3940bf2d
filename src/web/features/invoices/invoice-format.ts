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

/** 'AAAA-MM' of the current month, in the browser's time zone. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' });
/** '2026-03' → 'marzo de 2026'. */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00`));

/** Months a month list offers: the last three years up to this month, and `selected` wherever it is; newest first. */
export function monthChoices(selected: string, now = new Date()): string[] {
  const months = Array.from({ length: 36 }, (_, back) =>
    currentMonth(new Date(now.getFullYear(), now.getMonth() - back, 1)),
  );
  return [...new Set([...months, selected])].sort().reverse();
}
