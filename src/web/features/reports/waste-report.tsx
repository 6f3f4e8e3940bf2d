import { formatMoney } from '@common/money';
import { WASTE_REASON_LABELS } from '@common/waste';
import { useWasteReport } from './api/get-waste';
import { reportCsvPath } from './api/report-query';
import { Chart } from './chart';
import { axisMoney } from './format';
import type { ReportScope } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

/** The waste log's value by reason (decision 045). */
export function WasteReport({ scope }: { scope: ReportScope }) {
  const report = useWasteReport({ ...scope });
  const data = report.data;
  return (
    <ReportSection id="merma" title="Merma por motivo" csvHref={reportCsvPath('merma', { ...scope })} state={report}>
      {data && (
        <>
          {data.byReason.length > 0 && (
            <Chart
              kind="bars"
              data={{ x: data.byReason.map((_, index) => index), y: data.byReason.map((row) => Number(row.total)) }}
              labels={data.byReason.map((row) => WASTE_REASON_LABELS[row.reason])}
              title={`Merma por motivo, ${data.range.label}`}
              description={`Total: ${formatMoney(data.total)}; las cifras están en la tabla de abajo.`}
              formatValue={axisMoney}
            />
          )}
          <ReportTable
            caption="Merma por motivo"
            headers={['Motivo', 'Registros', 'Valor']}
            rows={data.byReason.map((row) => ({
              key: row.reason,
              cells: [WASTE_REASON_LABELS[row.reason], String(row.count), formatMoney(row.total)],
            }))}
            footer={['Total', '', formatMoney(data.total)]}
            empty="No hubo merma en este periodo."
          />
        </>
      )}
    </ReportSection>
  );
}
