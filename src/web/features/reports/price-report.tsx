import { useState } from 'react';
import { formatMoney } from '@common/money';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { usePriceReport } from './api/get-prices';
import { reportCsvPath } from './api/report-query';
import { Chart } from './chart';
import { axisMoney, instantLabel } from './format';
import type { PeriodValue } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

/**
 * A product's price through the period, from its price changes (receipts, orders, invoices, edits). A
 * product has one price in every branch, so a branch chosen on the page only adds that note.
 */
export function PriceReport({ period, byBranch = false }: { period: PeriodValue; byBranch?: boolean }) {
  const [productId, setProductId] = useState<string>();
  const params = { ...period, productId };
  const report = usePriceReport(params);
  const data = report.data;
  const product = data?.products.find((choice) => choice.id === data.productId);
  return (
    <ReportSection
      id="precios"
      title="Historial de precios"
      description={
        product
          ? `Precio de ${product.name} por ${product.unit}.` + (byBranch ? ' Es el mismo en todas las sucursales.' : '')
          : undefined
      }
      csvHref={data?.productId ? reportCsvPath('precios', { ...period, productId: data.productId }) : undefined}
      state={report}
      controls={
        data && data.products.length > 0 ? (
          <FormField label="Producto" htmlFor="price-product" className="max-w-sm print:hidden">
            <NativeSelect
              id="price-product"
              value={data.productId ?? ''}
              onChange={(event) => setProductId(event.target.value)}
            >
              {data.products.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null
      }
    >
      {data &&
        (data.points.length === 0 || !product ? (
          <p className="text-sm text-slate-600">Ningún producto ha cambiado de precio todavía.</p>
        ) : (
          <>
            <Chart
              kind="steps"
              data={{
                x: data.points.map((point) => Date.parse(point.at) / 1000),
                y: data.points.map((point) => Number(point.price)),
              }}
              title={`Precio de ${product.name}, ${data.range.label}`}
              description={`De ${formatMoney(data.points[0].price)} a ${formatMoney(data.points[data.points.length - 1].price)}; cada cambio está en la tabla de abajo.`}
              formatValue={axisMoney}
            />
            <ReportTable
              caption={`Precios de ${product.name}`}
              headers={['Fecha', 'Precio']}
              rows={data.points.map((point, index) => ({
                key: `${index}`,
                cells: [instantLabel(point.at), formatMoney(point.price)],
              }))}
              empty=""
            />
          </>
        ))}
    </ReportSection>
  );
}
