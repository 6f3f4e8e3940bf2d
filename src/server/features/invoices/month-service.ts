import { currentMonth, monthDays } from '@common/calendar';
import type { InvoiceMonth } from '@common/invoices';
import { sumDecimals } from '@common/money';
import type { Actor } from '../../platform/actor';
import type { Queryable } from '../../platform/db/client';
import { toCsv } from '../../platform/csv/csv-format';
import { selectInvoicesIssued } from './queries';

type MoneyField = 'subtotal' | 'discount' | 'iva' | 'ieps' | 'total';
const MONEY_FIELDS: MoneyField[] = ['subtotal', 'discount', 'iva', 'ieps', 'total'];

/**
 * The month's invoices by issue date, and their sums in pesos: what the accountant credits. A credit
 * note (E) subtracts, so the IVA of a month equals the XMLs' IVA transferred minus that of its credit notes.
 */
export async function invoiceMonth(db: Queryable, actor: Actor, month = currentMonth()): Promise<InvoiceMonth> {
  const rows = await selectInvoicesIssued(db, actor.userId, monthDays(month));
  const invoices = rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() }));
  const signed = (field: MoneyField) => invoices.map((row) => (row.type === 'E' ? `-${row[field]}` : row[field]));
  const totals = Object.fromEntries(MONEY_FIELDS.map((field) => [field, sumDecimals(signed(field))])) as Record<
    MoneyField,
    string
  >;
  return { month, invoices, totals: { count: invoices.length, ...totals } };
}

const CSV_COLUMNS = [
  'fecha',
  'tipo',
  'serie',
  'folio',
  'uuid',
  'rfc_emisor',
  'emisor',
  'moneda',
  'subtotal',
  'descuento',
  'iva',
  'ieps',
  'total',
] as const;

/** The month for the accountant, one row per invoice, amounts in pesos (credit notes negative). */
export async function invoiceMonthCsv(db: Queryable, actor: Actor, month?: string) {
  const { invoices } = await invoiceMonth(db, actor, month);
  const sign = (type: string, value: string) => (type === 'E' ? `-${value}` : value);
  return toCsv(
    CSV_COLUMNS,
    invoices.map((row) => ({
      fecha: row.issueDate,
      tipo: row.type === 'E' ? 'Nota de crédito' : 'Ingreso',
      serie: row.series ?? '',
      folio: row.folio ?? '',
      uuid: row.uuid,
      rfc_emisor: row.issuerRfc,
      emisor: row.issuerName ?? '',
      moneda: row.currency,
      subtotal: sign(row.type, row.subtotal),
      descuento: sign(row.type, row.discount),
      iva: sign(row.type, row.iva),
      ieps: sign(row.type, row.ieps),
      total: sign(row.type, row.total),
    })),
  );
}
