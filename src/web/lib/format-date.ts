import { groupThousands } from '@common/number-text';

/** Spanish dates through the browser's Intl (no date library in the bundle). */
const LOCALE = 'es-MX';

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The zone dates show in: the browser's own, or, while the server renders a page, the browser's as it told it. */
let displayTimeZone: string | undefined;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Sets the zone (an IANA name; `undefined`: the runtime's own); an unknown name is refused. */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  if (timeZone) new Intl.DateTimeFormat(LOCALE, { timeZone });
  displayTimeZone = timeZone;
}

/** One Intl formatter per shape and zone, built on first use. */
function dateFormat(shape: 'dayMonthYear' | 'hourMinute' | 'longDate'): Intl.DateTimeFormat {
  const key = `${shape} ${displayTimeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...SHAPES[shape], timeZone: displayTimeZone });
    formatters.set(key, format);
  }
  return format;
}

const SHAPES = {
  dayMonthYear: { day: '2-digit', month: 'short', year: 'numeric' },
  hourMinute: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Built from parts: the shape stays 'dd MMM yyyy' whatever punctuation the runtime's locale data adds. */
const partsOf = (date: Date) =>
  Object.fromEntries(
    dateFormat('dayMonthYear')
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** '05 mar 2026' */
export const formatDate = (value: Date | string) => {
  const parts = partsOf(toDate(value));
  return `${parts.day} ${parts.month.replace('.', '').toLowerCase()} ${parts.year}`;
};
/** '14:30' — message time. */
export const formatTime = (value: Date | string) => dateFormat('hourMinute').format(toDate(value));
/** '05 mar 2026, 14:30' — the preparation format of SPEC §9. */
export const formatDateTime = (value: Date | string) => `${formatDate(value)}, ${formatTime(value)}`;
/** '5 de marzo de 2026' */
export const formatLongDate = (value: Date | string) => dateFormat('longDate').format(toDate(value));

/** Each unit's length in seconds, its Spanish words (one, many) and the future's preposition (CLDR's es-MX). */
const UNITS: Array<[number, string, string, string]> = [
  [60, 'minuto', 'minutos', 'dentro de'],
  [60 * 60, 'hora', 'horas', 'dentro de'],
  [24 * 60 * 60, 'día', 'días', 'dentro de'],
  [30 * 24 * 60 * 60, 'mes', 'meses', 'en'],
  [365 * 24 * 60 * 60, 'año', 'años', 'dentro de'],
];
/** Below each limit (seconds) the unit before it is used, as date-fns' formatDistance rounds. */
const LIMITS = [45 * 60, 24 * 60 * 60, 30 * 24 * 60 * 60, 365 * 24 * 60 * 60, Infinity];

/**
 * 'hace 5 minutos', 'dentro de 1 hora'; under 30 s 'hace menos de un minuto'. Written out, not with
 * Intl.RelativeTimeFormat, whose first use loads ICU's data inside the render of the first list that shows
 * one: ~110 ms of a phone's thread on /mensajes (decision 072). A test compares it with Intl's es-MX text.
 */
export const formatRelative = (value: Date | string) => {
  const seconds = (toDate(value).getTime() - Date.now()) / 1000;
  if (Math.abs(seconds) < 30) return seconds <= 0 ? 'hace menos de un minuto' : 'en menos de un minuto';
  const [size, one, many, future] = UNITS[LIMITS.findIndex((limit) => Math.abs(seconds) < limit)];
  const count = Math.abs(Math.round(seconds / size)) || 1;
  const amount = `${groupThousands(String(count))} ${count === 1 ? one : many}`;
  return seconds < 0 ? `hace ${amount}` : `${future} ${amount}`;
};
