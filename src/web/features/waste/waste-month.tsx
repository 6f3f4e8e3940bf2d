import { monthChoices, monthText } from '@common/calendar';
import { formatMoney } from '@common/money';
import { formatQuantity } from '@common/quantity-format';
import { WASTE_MESSAGES, WASTE_REASON_LABELS } from '@common/waste';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format-date';
import { useWasteMonth } from './api/get-waste';

interface Props {
  month: string;
  onMonthChange: (month: string) => void;
}

/** The month's waste: its value in all and by reason, then each entry, newest first (cards, also on a phone). */
export function WasteMonthList({ month, onMonthChange }: Props) {
  const waste = useWasteMonth(month);
  const data = waste.data;
  return (
    <section aria-labelledby="merma-del-mes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="merma-del-mes" className="text-lg font-semibold">
          Merma de {monthText(month)}
        </h2>
        <FormField label="Mes" htmlFor="waste-month" className="w-48">
          <NativeSelect id="waste-month" value={month} onChange={(event) => onMonthChange(event.target.value)}>
            {monthChoices(month).map((choice) => (
              <option key={choice} value={choice}>
                {monthText(choice)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {waste.isError && (
        <p role="alert" className="text-red-700">
          {WASTE_MESSAGES.loadFailed}
        </p>
      )}
      {!data && waste.isPending && <Skeleton className="h-24" />}
      {data && (
        <>
          <dl aria-label={`Totales de merma de ${monthText(month)}`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">Total del mes</dt>
              <dd className="text-lg font-semibold">{formatMoney(data.totals.value)}</dd>
            </div>
            {data.totals.byReason.map((total) => (
              <div key={total.reason} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{WASTE_REASON_LABELS[total.reason]}</dt>
                <dd className="font-semibold">
                  {formatMoney(total.value)}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({total.count} {total.count === 1 ? 'registro' : 'registros'})
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          {data.entries.length === 0 ? (
            <p className="py-4 text-center text-slate-600">No hay merma registrada en {monthText(month)}.</p>
          ) : (
            <ul aria-label={`Merma de ${monthText(month)}`} className="flex flex-col gap-3">
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <Card data-testid="waste-entry">
                    <CardHeader className="pb-2">
                      <CardTitle as="h3" className="flex flex-wrap justify-between gap-x-3 text-base">
                        <span className="min-w-0 break-words">{entry.productName}</span>
                        <span>{formatMoney(entry.value)}</span>
                      </CardTitle>
                    </CardHeader>
                    <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
                      <p>
                        {formatQuantity(entry.quantity, entry.unit)} · {WASTE_REASON_LABELS[entry.reason]} ·{' '}
                        {formatDateTime(entry.createdAt)}
                      </p>
                      {entry.note && <p className="break-words whitespace-pre-line">{entry.note}</p>}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
