import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@web/lib/router';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import { REPORT_PERIODS, SPEND_INTERVALS, type ReportPeriod, type SpendInterval } from '@common/reports';
import { BranchSelect } from '@web/components/branch-select';
import { Button } from '@web/components/ui/button';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { CountVarianceReport } from './count-variance-report';
import { FoodCostReport } from './food-cost-report';
import { InventoryValueReport } from './inventory-value-report';
import { PeriodPicker, type PeriodValue } from './period-picker';
import { PriceReport } from './price-report';
import { SpendReport } from './spend-report';
import { WasteReport } from './waste-report';

const isPeriod = (value: string | null): value is ReportPeriod => REPORT_PERIODS.includes(value as ReportPeriod);
const isInterval = (value: string | null): value is SpendInterval => SPEND_INTERVALS.includes(value as SpendInterval);

/**
 * /reportes (issue #19): the restaurant's figures for a period, of one branch or all (decision 057); the
 * period and the branch live in the address so a reload or print keeps them.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const { hash } = useLocation();
  // Inicio's figures link to their report (#merma…): the page is lazy, so the browser's own jump came too early.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const periodParam = search.get('periodo');
  const period: PeriodValue = isPeriod(periodParam)
    ? { period: periodParam, from: search.get('desde') ?? undefined, to: search.get('hasta') ?? undefined }
    : { period: 'this_month' };
  const intervalParam = search.get('agrupar');
  const interval: SpendInterval = isInterval(intervalParam) ? intervalParam : 'week';
  const restaurant = useRestaurant();
  const branches = restaurant.data?.locations ?? [];
  // Until the branches load, the address is trusted; then a branch that is no longer there means all of them.
  const branchParam = search.get('sucursal') ?? '';
  const branch = branches.find((choice) => choice.id === branchParam);
  const locationId = restaurant.isPending ? branchParam || undefined : branch?.id;

  const update = (next: PeriodValue, nextInterval = interval, nextBranch = locationId) => {
    const params: Record<string, string> = { periodo: next.period, agrupar: nextInterval };
    if (next.period === 'custom' && next.from && next.to) Object.assign(params, { desde: next.from, hasta: next.to });
    if (nextBranch) params.sucursal = nextBranch;
    setSearch(params, { replace: true });
  };
  const current = period.period === 'custom' ? period : { period: period.period };
  const scope = { ...current, locationId };

  return (
    <main
      data-report
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 lg:max-w-5xl print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Reportes</h1>
          {branch && <p className="text-slate-700">Sucursal {branch.locationName}</p>}
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden className="size-4" /> Imprimir
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <PeriodPicker key={JSON.stringify(current)} value={current} onChange={(next) => update(next)} />
        <BranchSelect
          id="report-branch"
          branches={branches}
          emptyLabel={BRANCH_MESSAGES.allBranches}
          value={locationId ?? ''}
          onChange={(event) => update(current, interval, event.target.value || undefined)}
          className="w-52"
        />
      </div>
      <SpendReport scope={scope} interval={interval} onIntervalChange={(next) => update(current, next)} />
      <WasteReport scope={scope} />
      <FoodCostReport scope={scope} branchName={branch?.locationName} />
      <CountVarianceReport scope={scope} />
      <InventoryValueReport scope={scope} />
      <PriceReport period={current} byBranch={Boolean(branch)} />
    </main>
  );
}
