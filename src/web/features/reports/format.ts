import { formatMoney } from '@common/money';

const dayFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

/** '2026-03-09' → '9 mar' (a calendar day, not an instant). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));
export const monthLabel = (day: string) => monthFormat.format(new Date(`${day}T12:00:00Z`));
export const instantLabel = (iso: string) => instantFormat.format(new Date(iso));

/** Axis ticks in whole pesos; the tables show the cents. */
export const axisMoney = (value: number) => formatMoney(Math.round(value)).replace(/\.00$/, '');
export const axisPercent = (value: number) => `${value} %`;
