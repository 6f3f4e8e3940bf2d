import type { ReactNode } from 'react';
import { Link } from '@web/lib/router';
import { formatMoney } from '@common/money';
import type { WeekSummary } from '@common/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWeekSummary } from './api/get-week';

/** Where each figure's report starts on /reportes, this week. */
const reportLink = (section: string) => `/reportes?periodo=this_week#${section}`;

const FOOD_COST_LABELS: Record<WeekSummary['foodCost']['kind'], string> = {
  actual: 'Costo de alimentos (real)',
  theoretical: 'Costo de alimentos (teórico, promedio de recetas)',
};

function Figure({ label, to, testId, value }: { label: string; to: string; testId: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold">
        {value === null ? (
          <Skeleton className="h-7 w-24" />
        ) : (
          <Link to={to} className="underline-offset-4 hover:underline">
            <span data-testid={testId}>{value}</span>
            <span className="sr-only"> — ver el reporte</span>
          </Link>
        )}
      </dd>
    </div>
  );
}

/**
 * Inicio's card: this week's purchases, waste and food cost (the actual one when the week had sales,
 * else the recipes' theoretical average, and it says which), each linking to its report. No chart:
 * Inicio stays light.
 */
export function WeekSummaryCard() {
  const week = useWeekSummary();
  const data = week.data;
  if (week.isError) return null;
  const foodCost = data?.foodCost;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Esta semana</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            label="Gasto en compras"
            to={reportLink('gasto-periodo')}
            testId="week-spend"
            value={data ? formatMoney(data.spend) : null}
          />
          <Figure
            label="Merma"
            to={reportLink('merma')}
            testId="week-waste"
            value={data ? formatMoney(data.waste) : null}
          />
          <Figure
            label={foodCost ? FOOD_COST_LABELS[foodCost.kind] : 'Costo de alimentos'}
            to={reportLink('costo-recetas')}
            testId="week-food-cost"
            value={foodCost ? (foodCost.percent === null ? 'Sin datos' : `${foodCost.percent} %`) : null}
          />
        </dl>
        <Link to="/reportes" className="text-sm font-medium text-brand-700 underline">
          Ver reportes
        </Link>
      </CardContent>
    </Card>
  );
}
