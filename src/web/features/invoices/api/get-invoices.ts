import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceMonth } from '@common/invoices';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/invoices?month=AAAA-MM: the month's registered invoices (by issue date) and their sums. */
export const invoiceMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.month(month),
    queryFn: ({ signal }) => api<InvoiceMonth>(`/api/invoices?month=${encodeURIComponent(month)}`, { signal }),
  });

export const useInvoiceMonth = (month: string) =>
  useQuery({ ...invoiceMonthQueryOptions(month), placeholderData: keepPreviousData });

/** The CSV of the month (one row per invoice), as the server exports it. */
export const invoiceExportPath = (month: string) => `/api/invoices/export.csv?month=${encodeURIComponent(month)}`;

/** The invoice's original XML, as it was uploaded. */
export const invoiceXmlPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/xml`;
