import { z } from 'zod';

/** Calendar days and months in the restaurants' time zone (SPEC §9: the site targets Mexico). */
export const TIME_ZONE = 'America/Mexico_City';

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

/** `?month=AAAA-MM` of the pages that show one month (facturas, merma); absent is the current month. */
export const monthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes inválido (usa AAAA-MM)')
    .optional(),
});

const monthKey = (year: number, month: number) => {
  const first = new Date(Date.UTC(year, month - 1, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** 'AAAA-MM' of the day `now` falls on in Mexico City. */
export function currentMonth(now = new Date()): string {
  const { year, month } = wallClock(now);
  return monthKey(year, month);
}

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-03' → 'marzo de 2026'. */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** The months a month picker offers: the last three years up to this month, and `selected` wherever it is; newest first. */
export function monthChoices(selected: string, now = new Date()): string[] {
  const { year, month } = wallClock(now);
  const months = Array.from({ length: 36 }, (_, back) => monthKey(year, month - back));
  return [...new Set([...months, selected])].sort().reverse();
}

/** A month's first and last calendar day, 'AAAA-MM-DD', for date columns. */
export function monthDays(month: string) {
  const [year, number] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** A month as instants, for timestamp columns: from its first midnight (inclusive) to the next month's (exclusive). */
export function monthInstants(month: string) {
  const [year, number] = month.split('-').map(Number);
  return { from: zonedMidnight(year, number, 1), to: zonedMidnight(year, number + 1, 1) };
}
