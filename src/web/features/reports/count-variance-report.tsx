import { formatMoney } from '@common/money';
import { formatQuantity } from '@common/quantity-format';
import { useCountVarianceReport } from './api/get-count-variance';
import { reportCsvPath } from './api/report-query';
import { Chart } from './chart';
import { axisMoney } from './format';
import type { ReportScope } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

/** What stock counts found missing (negative) or over, valued at each product's current price. */
export function CountVarianceReport({ scope }: { scope: ReportScope }) {
  const report = useCountVarianceReport({ ...scope });
  const data = report.data;
  return (
    <ReportSection
      id="diferencias-conteo"
      title="Diferencias de conteo"
      description="Conteos físicos contra el sistema, al precio actual de cada producto."
      csvHref={reportCsvPath('diferencias-conteo', { ...scope })}
      state={report}
    >
      {data && (
        <>
          {data.byProduct.length > 0 && (
            <Chart
              kind="bars"
              data={{ x: data.byProduct.map((_, index) => index), y: data.byProduct.map((row) => Number(row.total)) }}
              labels={data.byProduct.map((row) => row.name)}
              title={`Diferencias de conteo, ${data.range.label}`}
              description={`Neto: ${formatMoney(data.total)}; las cifras están en la tabla de abajo.`}
              formatValue={axisMoney}
            />
          )}
          <ReportTable
            caption="Diferencias de conteo por producto"
            headers={['Producto', 'Diferencia', 'Valor']}
            rows={data.byProduct.map((row) => ({
              key: row.name + row.unit,
              cells: [row.name, formatQuantity(row.quantity, row.unit), formatMoney(row.total)],
            }))}
            footer={['Neto', '', formatMoney(data.total)]}
            empty="No hubo conteos con diferencias en este periodo."
          />
        </>
      )}
    </ReportSection>
  );
}
