import { formatMoney } from '@common/money';
import type { Preparation } from '@common/recipes';
import { formatDateTime } from '@web/lib/format-date';
import { formatAmount, formatQuantity } from '@common/quantity-format';
import { ratioOf } from '@common/ratio';
import { RECIPE_TEXTS } from './recipe-texts';

/** 'Preparaciones Recientes': the last 10, with multiplier, cost (es-MX) and 'dd MMM yyyy, HH:mm'. */
export function RecentPreparations({ preparations }: { preparations: Preparation[] }) {
  if (preparations.length === 0) return <p className="text-sm text-slate-600">{RECIPE_TEXTS.noPreparations}</p>;
  return (
    <ul
      aria-label={RECIPE_TEXTS.recentPreparations}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {preparations.map((preparation) => (
        <li
          key={preparation.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-3"
          data-testid="preparation-row"
        >
          <div className="min-w-0">
            <p className="font-medium">{preparation.recipeName}</p>
            <p className="text-sm text-slate-600">
              ×{formatAmount(ratioOf(preparation.quantityPrepared))} ·{' '}
              <time dateTime={preparation.preparationDate}>{formatDateTime(preparation.preparationDate)}</time>
            </p>
            {preparation.produced && (
              <p className="text-sm text-emerald-800" data-testid="preparation-produced">
                +{formatQuantity(preparation.produced.quantity, preparation.produced.unit)} de{' '}
                {preparation.produced.productName}
              </p>
            )}
            {preparation.notes && <p className="text-sm whitespace-pre-line text-slate-600">{preparation.notes}</p>}
          </div>
          <span className="font-semibold tabular-nums">{formatMoney(preparation.totalCost)}</span>
        </li>
      ))}
    </ul>
  );
}
