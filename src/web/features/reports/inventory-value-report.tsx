import { formatMoney } from '@common/money';
import { useInventoryValueReport } from './api/get-inventory-value';
import { reportCsvPath } from './api/report-query';
import { Chart } from './chart';
import { axisMoney, dayLabel } from './format';
import type { ReportScope } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

/** The stock's value at the end of each day, rebuilt from the stock journal at today's prices (decision 051). */
export function InventoryValueReport({ scope }: { scope: ReportScope }) {
  const report = useInventoryValueReport({ ...scope });
  const points = report.data?.points;
  return (
    <ReportSection
      id="valor-inventario"
      title="Valor del inventario"
      description="Al cierre de cada día, a los precios actuales."
      csvHref={reportCsvPath('valor-inventario', { ...scope })}
      state={report}
    >
      {points && (
        <>
          {points.length > 0 && (
            <Chart
              kind="line"
              data={{
                x: points.map((point) => Date.parse(`${point.day}T18:00:00Z`) / 1000),
                y: points.map((point) => Number(point.value)),
              }}
              title={`Valor del inventario, ${report.data!.range.label}`}
              description={`De ${formatMoney(points[0].value)} a ${formatMoney(points[points.length - 1].value)}; cada día está en la tabla de abajo.`}
              formatValue={axisMoney}
            />
          )}
          <ReportTable
            caption="Valor del inventario por día"
            headers={['Día', 'Valor']}
            rows={points.map((point) => ({ key: point.day, cells: [dayLabel(point.day), formatMoney(point.value)] }))}
            empty="El periodo todavía no empieza."
          />
        </>
      )}
    </ReportSection>
  );
}
