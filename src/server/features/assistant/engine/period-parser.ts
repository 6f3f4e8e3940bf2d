import { wallClock, zonedMidnight } from '@common/calendar';

/** A span of calendar days in the restaurants' time zone: [from, to) as instants, with its Spanish name. */
export interface DateRange {
  from: Date;
  to: Date;
  label: string;
}

export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTH = '(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
const monthIndex = (name: string) => (name === 'setiembre' ? 9 : MONTHS.indexOf(name) + 1);

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The day `offset` days after `day`, as a calendar day. */
function shift(day: Day, offset: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const start = (day: Day) => zonedMidnight(day.year, day.month, day.day);
const span = (from: Day, toExclusive: Day, label: string): DateRange => ({
  from: start(from),
  to: start(toExclusive),
  label,
});
const monthLabel = (year: number, month: number) => `${MONTHS[month - 1]} de ${year}`;

function monthSpan(year: number, month: number, now: Day): DateRange {
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  const current = year === now.year && month === now.month;
  return span(
    { year, month, day: 1 },
    current ? shift(now, 1) : next,
    current ? `este mes (${monthLabel(year, month)})` : monthLabel(year, month),
  );
}

function yearSpan(year: number, now: Day): DateRange {
  if (year === now.year) return span({ year, month: 1, day: 1 }, shift(now, 1), `${year} (hasta hoy)`);
  return span({ year, month: 1, day: 1 }, { year: year + 1, month: 1, day: 1 }, `${year}`);
}

/** A month named without a year is the last one that has begun: in June, "marzo" is this March and "julio" last July. */
function yearOfMonth(month: number, text: string, now: Day): number {
  const explicit = /\b(?:de |del )?(20\d\d)\b/.exec(text);
  if (explicit) return Number(explicit[1]);
  if (/ano pasado/.test(text)) return now.year - 1;
  return month > now.month ? now.year - 1 : now.year;
}

/**
 * The period a question names (on normalised text: lower case, no accents), or null when it names
 * none: date ranges ("del 1 al 15 de marzo"), month names with or without a year ("marzo del año
 * pasado"), weeks, months, years and "los últimos N días".
 */
export function parsePeriod(text: string, now = new Date()): DateRange | null {
  const day = wallClock(now);
  const range = new RegExp(
    `\\bdel? (\\d{1,2})(?: de ${MONTH})? al? (\\d{1,2}) de ${MONTH}(?: (?:de |del )?(20\\d\\d))?`,
  ).exec(text);
  if (range) {
    const lastMonth = monthIndex(range[4]);
    const firstMonth = range[2] ? monthIndex(range[2]) : lastMonth;
    const year = range[5] ? Number(range[5]) : yearOfMonth(lastMonth, text, day);
    const from = { year: firstMonth > lastMonth ? year - 1 : year, month: firstMonth, day: Number(range[1]) };
    const to = { year, month: lastMonth, day: Number(range[3]) };
    const label = range[2]
      ? `los días del ${from.day} de ${MONTHS[from.month - 1]} al ${to.day} de ${monthLabel(year, lastMonth)}`
      : `los días del ${from.day} al ${to.day} de ${monthLabel(year, lastMonth)}`;
    return span(from, shift(to, 1), label);
  }
  const month = new RegExp(`\\b${MONTH}\\b`).exec(text);
  if (month) {
    const index = monthIndex(month[1]);
    return monthSpan(yearOfMonth(index, text, day), index, day);
  }
  const lastDays = /ultim[oa]s (\d{1,3}) dias/.exec(text);
  if (lastDays) return span(shift(day, 1 - Number(lastDays[1])), shift(day, 1), `los últimos ${lastDays[1]} días`);
  if (/semana pasada|semana anterior/.test(text))
    return span(shift(day, -day.weekday - 7), shift(day, -day.weekday), 'la semana pasada');
  if (/esta semana|en la semana/.test(text)) return span(shift(day, -day.weekday), shift(day, 1), 'esta semana');
  if (/mes pasado|ultimo mes|mes anterior/.test(text))
    return day.month === 1 ? monthSpan(day.year - 1, 12, day) : monthSpan(day.year, day.month - 1, day);
  if (/este mes|mes actual|lo que va del mes/.test(text)) return monthSpan(day.year, day.month, day);
  if (/ano pasado|ano anterior/.test(text)) return yearSpan(day.year - 1, day);
  if (/este ano|lo que va del ano|en el ano\b/.test(text)) return yearSpan(day.year, day);
  const year = /\b(20\d\d)\b/.exec(text);
  if (year) return yearSpan(Number(year[1]), day);
  if (/\bhoy\b/.test(text)) return span(day, shift(day, 1), 'hoy');
  return null;
}

/** From the same day `days` days ago through today: the window of a price question without a period. */
export function recentDays(days: number, now = new Date()): DateRange {
  const day = wallClock(now);
  return span(shift(day, -days), shift(day, 1), `los últimos ${days} días`);
}
