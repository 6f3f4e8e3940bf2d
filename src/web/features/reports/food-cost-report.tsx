import { formatMoney } from '@common/money';
import { buttonVariants } from '@web/components/ui/button';
import { useFoodCostReport } from './api/get-food-cost';
import { reportCsvPath } from './api/report-query';
import { ActualFoodCost } from './actual-food-cost';
import { Chart } from './chart';
import { axisPercent } from './format';
import type { ReportScope } from './period-picker';
import { ReportSection, ReportTable } from './report-section';

/**
 * Food cost: the period's actual one (decision 054) and each recipe's theoretical one, its cost at
 * today's prices over its sale price (not period-bound, and the same in every branch).
 */
export function FoodCostReport({ scope, branchName }: { scope: ReportScope; branchName?: string }) {
  const report = useFoodCostReport({ ...scope });
  const data = report.data;
  const recipes = data?.recipes;
  return (
    <ReportSection
      id="costo-recetas"
      title="Costo de alimentos"
      description={
        'Real del periodo y teórico por receta: costo de la receta a precios actuales entre su precio de venta.' +
        (branchName ? ' El teórico por receta es el mismo en todas las sucursales.' : '')
      }
      csvHref={reportCsvPath('costo-recetas', {})}
      state={report}
    >
      {data && recipes && (
        <>
          <ActualFoodCost
            actual={data.actual}
            label={branchName ? `${branchName}, ${data.range.label}` : data.range.label}
            byBranch={Boolean(branchName)}
            theoreticalAverage={data.theoreticalAverage}
          />
          <a
            href={reportCsvPath('costo-real', { ...scope })}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' }) + ' self-start print:hidden'}
          >
            Descargar CSV<span className="sr-only"> del costo real de alimentos</span>
          </a>
          <h3 className="font-semibold">Costo teórico por receta</h3>
          {recipes.length > 0 && (
            <Chart
              kind="bars"
              data={{ x: recipes.map((_, index) => index), y: recipes.map((recipe) => Number(recipe.foodCostPercent)) }}
              labels={recipes.map((recipe) => recipe.name)}
              title="Costo de alimentos (%) por receta"
              description={`${recipes.length} recetas con precio de venta; las cifras están en la tabla de abajo.`}
              formatValue={axisPercent}
            />
          )}
          <ReportTable
            caption="Costo de alimentos por receta"
            headers={['Receta', 'Precio de venta', 'Costo por porción', 'Costo de alimentos', 'Margen']}
            rows={recipes.map((recipe) => ({
              key: recipe.id,
              cells: [
                recipe.incomplete > 0 ? `${recipe.name} (costo incompleto)` : recipe.name,
                formatMoney(recipe.salePrice),
                formatMoney(recipe.costPerUnit),
                `${recipe.foodCostPercent} %`,
                formatMoney(recipe.margin),
              ],
            }))}
            empty="Ninguna receta tiene precio de venta."
          />
        </>
      )}
    </ReportSection>
  );
}
