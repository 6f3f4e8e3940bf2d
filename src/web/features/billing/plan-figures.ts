import { PLAN_COPY } from '@common/billing';
import { formatMoney } from '@common/money';

/** '$49' for whole amounts, '$40.83' otherwise: the marketing figures of SPEC §1. */
export const formatPlanAmount = (value: string) => formatMoney(value).replace(/\.00$/, '');

export const intervalLabel = (interval: 'month' | 'year') => (interval === 'month' ? 'mes' : 'año');

/** The yearly plan's advertised saving (15%, ≈ $40.83 a month, $98 a year). */
export const YEARLY_SAVING = {
  badge: `Ahorra ${PLAN_COPY.year.savingPercent}%`,
  perMonth: `≈ ${formatPlanAmount(PLAN_COPY.year.perMonth)} al mes`,
  perYear: `Ahorras ${formatPlanAmount(PLAN_COPY.year.savingPerYear)} al año`,
};
