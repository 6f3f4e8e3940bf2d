import { Download, FileCode } from 'lucide-react';
import type { InvoiceMonth, InvoiceSummary } from '@common/invoices';
import { formatMoney } from '@common/money';
import { Badge } from '@web/components/ui/badge';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { buttonVariants } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { invoiceExportPath, invoiceXmlPath, useInvoiceMonth } from './api/get-invoices';
import { monthChoices, monthText } from '@common/calendar';
import { folioText, issueDateText } from './invoice-format';

interface Props {
  month: string;
  onMonthChange: (month: string) => void;
}

const HEADERS = ['Fecha', 'Proveedor', 'Folio', 'UUID', 'Subtotal', 'IVA', 'IEPS', 'Total', ''];

/** The month's registered invoices (by issue date), their sums for the accountant, the CSV and each XML. */
export function InvoiceMonthList({ month, onMonthChange }: Props) {
  const query = useInvoiceMonth(month);
  return (
    <section aria-labelledby="facturas-del-mes" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="facturas-del-mes" className="text-lg font-semibold">
          Facturas del mes
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="invoice-month">Mes</Label>
            <NativeSelect
              id="invoice-month"
              className="w-48"
              value={month}
              onChange={(event) => onMonthChange(event.target.value)}
            >
              {monthChoices(month).map((choice) => (
                <option key={choice} value={choice}>
                  {monthText(choice)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <a href={invoiceExportPath(month)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden /> Exportar CSV
          </a>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(query.error, 'No se pudieron cargar las facturas del mes')}
        </p>
      ) : (
        <MonthBody data={query.data} month={month} />
      )}
    </section>
  );
}

function MonthBody({ data, month }: { data: InvoiceMonth; month: string }) {
  const { totals } = data;
  const figures = [
    ['Facturas', String(totals.count)],
    ['Subtotal', formatMoney(totals.subtotal)],
    ['IVA acreditable del mes', formatMoney(totals.iva)],
    ['IEPS del mes', formatMoney(totals.ieps)],
    ['Total', formatMoney(totals.total)],
  ];
  return (
    <>
      <dl aria-label={`Totales de ${monthText(month)}`} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {data.invoices.length === 0 ? (
        <p className="py-4 text-center text-slate-600">No hay facturas registradas en {monthText(month)}.</p>
      ) : (
        <table className="w-full text-sm max-lg:block">
          <caption className="sr-only">Facturas de {monthText(month)}</caption>
          <thead className="max-lg:hidden">
            <tr className="text-left text-slate-700">
              {HEADERS.map((header, index) => (
                <th key={index} scope="col" className={cn('px-2 py-2 font-medium', index >= 4 && 'text-right')}>
                  {header || <span className="sr-only">XML</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-2">
            {data.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

const cell = 'px-2 py-2 align-top max-lg:p-0';
const amount = cn(cell, 'whitespace-nowrap tabular-nums lg:text-right');

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const supplier = invoice.issuerName ?? invoice.issuerRfc;
  // A credit note subtracts from the month, as in its sums and the CSV.
  const signed = (value: string) => formatMoney(invoice.type === 'E' ? `-${value}` : value);
  return (
    <tr
      data-testid="invoice-row"
      className="border-t border-slate-200 max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-3 max-lg:gap-y-1 max-lg:rounded-lg max-lg:border max-lg:bg-white max-lg:p-3"
    >
      <td className={cn(cell, 'whitespace-nowrap max-lg:col-span-2 max-lg:text-xs max-lg:text-slate-600')}>
        {issueDateText(invoice.issueDate)}
      </td>
      <td className={cn(cell, 'max-lg:col-span-2')}>
        <span className="block font-medium">{supplier}</span>
        <span className="block text-xs text-slate-600">{invoice.issuerRfc}</span>
        {invoice.type === 'E' && <Badge variant="secondary">Nota de crédito</Badge>}
      </td>
      <td className={cell}>
        <CardLabel>Folio</CardLabel>
        {folioText(invoice)}
      </td>
      <td className={cell}>
        <CardLabel>UUID</CardLabel>
        {/* Truncated on screen; the whole UUID stays in the text (copy, screen readers) and in the tooltip. */}
        <span title={invoice.uuid} className="block max-w-28 truncate font-mono text-xs lg:max-w-24">
          {invoice.uuid}
        </span>
      </td>
      <td className={amount}>
        <CardLabel>Subtotal</CardLabel>
        {signed(invoice.subtotal)}
      </td>
      <td className={amount}>
        <CardLabel>IVA</CardLabel>
        {signed(invoice.iva)}
      </td>
      <td className={amount}>
        <CardLabel>IEPS</CardLabel>
        {signed(invoice.ieps)}
      </td>
      <td className={cn(amount, 'font-semibold')}>
        <CardLabel>Total</CardLabel>
        {signed(invoice.total)}
      </td>
      <td className={cn(cell, 'lg:text-right')}>
        <a
          href={invoiceXmlPath(invoice.id)}
          download
          aria-label={`XML de la factura ${folioText(invoice)} de ${supplier}`}
          className={buttonVariants({ variant: 'link', size: 'sm', className: 'px-0' })}
        >
          <FileCode aria-hidden /> XML
        </a>
      </td>
    </tr>
  );
}

function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="block text-xs font-medium text-slate-600 lg:hidden">
      {children}
    </span>
  );
}
