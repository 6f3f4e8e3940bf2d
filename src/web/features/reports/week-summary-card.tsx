import { Link } from 'react-router';
import { formatMoney } from '@common/money';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWeekSummary } from './api/get-week';

/** Inicio's card: this week's purchases and waste, with the way to /reportes. No chart: Inicio stays light. */
export function WeekSummaryCard() {
  const week = useWeekSummary();
  const data = week.data;
  if (week.isError) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Esta semana</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-slate-600">Gasto en compras</dt>
            <dd className="text-xl font-bold" data-testid="week-spend">
              {data ? formatMoney(data.spend) : <Skeleton className="h-7 w-24" />}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Merma</dt>
            <dd className="text-xl font-bold" data-testid="week-waste">
              {data ? formatMoney(data.waste) : <Skeleton className="h-7 w-24" />}
            </dd>
          </div>
        </dl>
        <Link to="/reportes" className="text-sm font-medium text-brand-700 underline">
          Ver reportes
        </Link>
      </CardContent>
    </Card>
  );
}
