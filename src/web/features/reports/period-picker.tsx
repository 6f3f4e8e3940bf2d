import { useState, type FormEvent } from 'react';
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, reportQuerySchema, type ReportPeriod } from '@common/reports';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';

export interface PeriodValue {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

/** A period and, for the reports that split by branch (decision 057), the branch chosen (absent: all). */
export interface ReportScope extends PeriodValue {
  locationId?: string;
}

/** This week, this month, last month, or a range of days checked by the same schema as the API. */
export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (value: PeriodValue) => void }) {
  const [period, setPeriod] = useState<ReportPeriod>(value.period);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string>();

  const choose = (next: ReportPeriod) => {
    setPeriod(next);
    setError(undefined);
    if (next !== 'custom') onChange({ period: next });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse({ period: 'custom', from: from || undefined, to: to || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    onChange({ period: 'custom', from, to });
  };

  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3 print:hidden" aria-label="Periodo del reporte">
      <FormField label="Periodo" htmlFor="report-period" className="w-44">
        <NativeSelect
          id="report-period"
          value={period}
          onChange={(event) => choose(event.target.value as ReportPeriod)}
        >
          {REPORT_PERIODS.map((choice) => (
            <option key={choice} value={choice}>
              {REPORT_PERIOD_LABELS[choice]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {period === 'custom' && (
        <>
          <FormField label="Desde" htmlFor="report-from" className="w-40" error={error}>
            <Input id="report-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </FormField>
          <FormField label="Hasta" htmlFor="report-to" className="w-40">
            <Input id="report-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </FormField>
          <Button type="submit">Aplicar</Button>
        </>
      )}
    </form>
  );
}
