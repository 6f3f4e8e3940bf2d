import { ArrowDown, ArrowUp } from 'lucide-react';
import { ALERT_TEXTS, type PriceAlert } from '@common/alerts';
import { compareDecimals, formatMoney, formatPercentChange } from '@common/money';
import { formatPricePer } from '@common/quantity-format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format-date';

interface Props {
  alert: PriceAlert;
  onMarkRead?: (alert: PriceAlert) => void;
  pending?: boolean;
}

export function AlertCard({ alert, onMarkRead, pending }: Props) {
  const up = compareDecimals(alert.newPrice, alert.oldPrice) > 0;
  return (
    // Faded with a muted background rather than opacity, so the text keeps its contrast.
    <Card
      className={cn(alert.isRead && 'border-dashed bg-slate-50 text-slate-700 shadow-none')}
      data-testid={alert.isRead ? 'read-alert' : 'unread-alert'}
    >
      <CardHeader>
        <CardTitle as="h3">{alert.productName}</CardTitle>
        <CardDescription>
          {alert.supplierName ?? ALERT_TEXTS.noSupplier} · {formatDateTime(alert.alertDate)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Precio anterior</dt>
            <dd className="font-medium">{formatPricePer(alert.oldPrice, alert.unit)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Precio nuevo</dt>
            <dd className="font-medium">{formatPricePer(alert.newPrice, alert.unit)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Cambio</dt>
            <dd className={cn('flex items-center gap-1 font-semibold', up ? 'text-red-700' : 'text-brand-800')}>
              {up ? <ArrowUp aria-hidden className="size-4" /> : <ArrowDown aria-hidden className="size-4" />}
              {formatPercentChange(alert.priceChangePercent)}
            </dd>
          </div>
        </dl>
        {alert.recipes.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">Recetas afectadas</p>
            <ul className="mt-1 flex flex-col gap-1">
              {alert.recipes.map((recipe) => (
                <li key={recipe.id} className="flex justify-between gap-2">
                  <span>{recipe.name}</span>
                  <span className="text-slate-700">
                    {formatMoney(recipe.oldCost)} → <span className="font-semibold">{formatMoney(recipe.newCost)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {onMarkRead && (
          <Button variant="outline" className="self-start" disabled={pending} onClick={() => onMarkRead(alert)}>
            {ALERT_TEXTS.markRead}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
