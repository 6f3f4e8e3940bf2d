import { formatMoney } from '@common/money';
import type { ActualFoodCost as Actual } from '@common/reports';
import { ReportTable } from './report-section';

/** The period's actual food cost beside the recipes' theoretical one (decision 054), with how it is computed. */
export function ActualFoodCost({
  actual,
  label,
  byBranch,
  theoreticalAverage,
}: {
  actual: Actual;
  label: string;
  /** One branch's (decision 057): what other branches sent it, less what it sent them, counts as received. */
  byBranch: boolean;
  theoreticalAverage: string | null;
}) {
  const percent = (value: string | null) => (value === null ? 'Sin ventas' : `${value} %`);
  return (
    <section aria-labelledby="costo-real" className="flex flex-col gap-2">
      <h3 id="costo-real" className="font-semibold">
        Costo real de alimentos, {label}
      </h3>
      <p className="text-sm text-slate-600">
        Lo que la cocina consumió entre lo que vendió: inventario al empezar el periodo, más las compras, menos el
        inventario al terminar, dividido entre las ventas. El inventario se valora a precios actuales (como en «Valor
        del inventario»); las compras son las del reporte de gasto; las ventas son las preparaciones de recetas con
        precio de venta (veces preparada × rendimiento × precio de venta). Las recetas que producen inventario no
        cuentan como venta.
        {byBranch &&
          ' En una sucursal, lo que otras sucursales le traspasaron (menos lo que ella les traspasó) cuenta como recibido, y las ventas son las preparaciones hechas en ella.'}
      </p>
      {actual.percent === null && (
        <p className="text-sm font-medium" data-testid="food-cost-no-sales">
          No hubo ventas en este periodo (ninguna preparación de una receta con precio de venta), así que el costo real
          no se puede calcular.
        </p>
      )}
      <ReportTable
        caption={`Costo real de alimentos, ${label}`}
        headers={['Concepto', 'Importe']}
        rows={[
          { key: 'opening', cells: ['Inventario al empezar', formatMoney(actual.opening)] },
          { key: 'purchases', cells: ['+ Compras', formatMoney(actual.purchases)] },
          ...(byBranch
            ? [{ key: 'transfers', cells: ['+ Traspasos recibidos − enviados', formatMoney(actual.transfers)] }]
            : []),
          { key: 'closing', cells: ['− Inventario al terminar', formatMoney(actual.closing)] },
          { key: 'consumption', cells: ['= Consumo', formatMoney(actual.consumption)] },
          {
            key: 'sales',
            cells: [
              `Ventas (${actual.preparations} ${actual.preparations === 1 ? 'preparación' : 'preparaciones'})`,
              formatMoney(actual.sales),
            ],
          },
          { key: 'actual', cells: ['Costo real (consumo ÷ ventas)', percent(actual.percent)] },
          {
            key: 'theoretical',
            cells: [
              'Costo teórico de lo preparado (costo de las preparaciones ÷ ventas)',
              percent(actual.theoreticalPercent),
            ],
          },
          {
            key: 'average',
            cells: [
              'Promedio teórico de las recetas',
              theoreticalAverage === null ? 'Sin recetas con precio' : `${theoreticalAverage} %`,
            ],
          },
        ]}
        empty=""
      />
    </section>
  );
}
