import { monthText, wallClock, zonedMidnight } from '@common/calendar';

/** Calendar periods the assistant answers about, in the restaurants' time zone (@common/calendar). */
export const PERIODS = ['last_month', 'this_month', 'this_week', 'last_7_days', 'last_30_days', 'this_year'] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodRange {
  period: Period;
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
  /** Spanish description: 'octubre de 2026', 'esta semana'… */
  label: string;
}

const monthName = (year: number, month: number) => monthText(`${year}-${String(month).padStart(2, '0')}`);

export function periodRange(period: Period, now = new Date()): PeriodRange {
  const today = wallClock(now);
  const dayStart = (offsetDays: number) => {
    const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays));
    return zonedMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
  };
  switch (period) {
    case 'last_month': {
      const year = today.month === 1 ? today.year - 1 : today.year;
      const month = today.month === 1 ? 12 : today.month - 1;
      return {
        period,
        from: zonedMidnight(year, month, 1),
        to: zonedMidnight(today.year, today.month, 1),
        label: monthName(year, month),
      };
    }
    case 'this_month':
      return {
        period,
        from: zonedMidnight(today.year, today.month, 1),
        to: dayStart(1),
        label: `este mes (${monthName(today.year, today.month)})`,
      };
    case 'this_week':
      return { period, from: dayStart(-today.weekday), to: dayStart(1), label: 'esta semana' };
    case 'last_7_days':
      return { period, from: dayStart(-6), to: dayStart(1), label: 'los últimos 7 días' };
    case 'last_30_days':
      return { period, from: dayStart(-29), to: dayStart(1), label: 'los últimos 30 días' };
    case 'this_year':
      return { period, from: zonedMidnight(today.year, 1, 1), to: dayStart(1), label: `${today.year}` };
  }
}
