import type { ReactNode } from 'react';
import { REPORT_MESSAGES } from '@common/reports';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

interface Props {
  id: string;
  title: string;
  description?: string;
  /** The table's download (the same figures, as CSV). */
  csvHref?: string;
  state: { isPending: boolean; isError: boolean };
  /** Extra controls above the chart (the product of the price history). */
  controls?: ReactNode;
  children: ReactNode;
}

/** One report: title, chart and the table under it, with its CSV download. */
export function ReportSection({ id, title, description, csvHref, state, controls, children }: Props) {
  return (
    <Card aria-labelledby={id} role="region" className="break-inside-avoid">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle as="h2" id={id}>
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {csvHref && (
          <a href={csvHref} download className={buttonVariants({ variant: 'outline', size: 'sm' }) + ' print:hidden'}>
            Descargar CSV<span className="sr-only"> de {title.toLowerCase()}</span>
          </a>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {controls}
        {state.isError ? (
          <p role="alert" className="text-red-700">
            {REPORT_MESSAGES.loadFailed}
          </p>
        ) : state.isPending ? (
          <Skeleton className="h-60 w-full" />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

interface TableProps {
  caption: string;
  headers: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  /** The last row, in bold: the total. */
  footer?: ReactNode[];
  empty: string;
}

/** The figures of a chart, as a table; numbers aligned right. */
export function ReportTable({ caption, headers, rows, footer, empty }: TableProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    // Wide tables scroll on a phone; the keyboard reaches the scroll through the focusable region.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Tabla: ${caption}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={'py-2 pr-3 font-semibold' + (index > 0 ? ' text-right' : '')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-2 pr-3 text-left font-normal break-words">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="font-semibold">
              {footer.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-2 pr-3 text-left">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-2 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
