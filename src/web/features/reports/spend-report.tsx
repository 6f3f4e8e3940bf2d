import { SPEND_INTERVAL_LABELS, SPEND_INTERVALS, type SpendInterval } from '@common/reports';
import { formatMoney } from '@common/money';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useSpendReport } from './api/get-spend';
import { reportCsvPath } from './api/report-query';
import { Chart } from './chart';
import { axisMoney, dayLabel, monthLabel } from './format';
import type { ReportScope } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

interface Props {
  scope: ReportScope;
  interval: SpendInterval;
  onIntervalChange: (interval: SpendInterval) => void;
}

const bars = (rows: Array<{ total: string }>) => ({
  x: rows.map((_, index) => index),
  y: rows.map((row) => Number(row.total)),
});

/** What entered stock as purchases: by week or month, by supplier and by category (decision 051). */
export function SpendReport({ scope, interval, onIntervalChange }: Props) {
  const params = { ...scope, interval };
  const report = useSpendReport(params);
  const data = report.data;
  const periodLabel = (start: string) => (interval === 'week' ? `Semana del ${dayLabel(start)}` : monthLabel(start));
  const total = data ? formatMoney(data.total) : '';
  return (
    <>
      <ReportSection
        id="gasto-periodo"
        title="Gasto en compras"
        description="Órdenes recibidas, facturas CFDI registradas y recibos aplicados en el periodo."
        csvHref={reportCsvPath('gasto-periodo', params)}
        state={report}
        controls={
          <FormField label="Agrupar" htmlFor="spend-interval" className="w-40 print:hidden">
            <NativeSelect
              id="spend-interval"
              value={interval}
              onChange={(event) => onIntervalChange(event.target.value as SpendInterval)}
            >
              {SPEND_INTERVALS.map((choice) => (
                <option key={choice} value={choice}>
                  {SPEND_INTERVAL_LABELS[choice]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        }
      >
        {data && (
          <>
            <Chart
              kind="bars"
              data={bars(data.byPeriod)}
              labels={data.byPeriod.map((row) => periodLabel(row.start))}
              title={`Gasto ${interval === 'week' ? 'por semana' : 'por mes'}, ${data.range.label}`}
              description={`Total del periodo: ${total}. Las cifras están en la tabla de abajo.`}
              formatValue={axisMoney}
            />
            <ReportTable
              caption="Gasto por periodo"
              headers={[interval === 'week' ? 'Semana' : 'Mes', 'Gasto']}
              rows={data.byPeriod.map((row) => ({
                key: row.start,
                cells: [periodLabel(row.start), formatMoney(row.total)],
              }))}
              footer={['Total', total]}
              empty="No hubo compras en este periodo."
            />
          </>
        )}
      </ReportSection>
      {(['supplier', 'category'] as const).map((by) => {
        const rows = by === 'supplier' ? data?.bySupplier : data?.byCategory;
        const name = by === 'supplier' ? 'Proveedor' : 'Categoría';
        const title = by === 'supplier' ? 'Gasto por proveedor' : 'Gasto por categoría';
        return (
          <ReportSection
            key={by}
            id={`gasto-${by}`}
            title={title}
            csvHref={reportCsvPath(by === 'supplier' ? 'gasto-proveedor' : 'gasto-categoria', params)}
            state={report}
          >
            {rows && (
              <>
                <Chart
                  kind="bars"
                  data={bars(rows)}
                  labels={rows.map((row) => row.name)}
                  title={`${title}, ${data!.range.label}`}
                  description={`${rows.length} ${by === 'supplier' ? 'proveedores' : 'categorías'}; las cifras están en la tabla de abajo.`}
                  formatValue={axisMoney}
                />
                <ReportTable
                  caption={title}
                  headers={[name, 'Gasto']}
                  rows={rows.map((row) => ({ key: row.name, cells: [row.name, formatMoney(row.total)] }))}
                  footer={['Total', total]}
                  empty="No hubo compras en este periodo."
                />
              </>
            )}
          </ReportSection>
        );
      })}
    </>
  );
}
