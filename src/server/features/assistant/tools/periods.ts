/** Calendar periods in the restaurants' time zone (SPEC §9: the site targets Mexico). */
export const TIME_ZONE = 'America/Mexico_City';

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

/** The calendar day (and weekday, Monday = 0) that an instant falls on in the restaurants' time zone. */
export function wallClock(date: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}

/** The instant of midnight of a calendar day in the time zone (the offset is read, not assumed). */
export function zonedMidnight(year: number, month: number, day: number): Date {
  const utcGuess = new Date(Date.UTC(year, month - 1, day));
  const offsetText = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(utcGuess)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offsetText);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcGuess.getTime() - offsetMinutes * 60_000);
}

const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );

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
