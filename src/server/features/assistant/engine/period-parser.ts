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
/** The calendar month `count` months before `day`'s. */
function monthsBefore(day: Day, count: number) {
  const back = day.year * 12 + day.month - 1 - count;
  return { year: Math.floor(back / 12), month: (back % 12) + 1 };
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

/** From the first day of one month through the last of another ("entre marzo y abril", "de enero a marzo"). */
function monthsSpan(first: number, last: number, text: string, now: Day): DateRange {
  const year = yearOfMonth(last, text, now);
  const from = { year: first > last ? year - 1 : year, month: first, day: 1 };
  const end = monthSpan(year, last, now);
  return { from: start(from), to: end.to, label: `de ${MONTHS[first - 1]} a ${monthLabel(year, last)}` };
}

const DAY_WORDS: Record<string, number> = {
  primero: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  'treinta y uno': 31,
};
const DAY_WORD = `(treinta y uno|${Object.keys(DAY_WORDS).join('|')})`;

/** Days said in words become digits where a date is built around them ("del primero al quince de mayo"). */
function withDayDigits(text: string): string {
  return text.replace(
    new RegExp(`\\b(del?|al?|el|desde|hasta|entre|y) ${DAY_WORD}\\b(?= (?:de ${MONTH}|al?\\b|y\\b|hasta\\b))`, 'g'),
    (_, before: string, word: string) => `${before} ${DAY_WORDS[word]}`,
  );
}

/** The first to fourth week of a month (days 1–7, 8–14…), or its last seven days: "la primera semana de junio". */
function weekOfMonth(text: string, now: Day): DateRange | null {
  const named = new RegExp(`\\b(primera|segunda|tercera|cuarta|ultima) semana (?:de |del mes de )?${MONTH}\\b`).exec(
    text,
  );
  if (!named) return null;
  const month = monthIndex(named[2]);
  const year = yearOfMonth(month, text, now);
  const end = monthSpan(year, month, now);
  const lastDay = shift({ year, month: month === 12 ? 1 : month + 1, day: 1 }, -1).day;
  const first =
    named[1] === 'ultima' ? lastDay - 6 : 1 + 7 * ['primera', 'segunda', 'tercera', 'cuarta'].indexOf(named[1]);
  const to = start(shift({ year, month, day: Math.min(first + 6, lastDay) }, 1));
  return {
    from: start({ year, month, day: first }),
    to: to < end.to ? to : end.to,
    label: `la ${named[1] === 'ultima' ? 'última' : named[1]} semana de ${monthLabel(year, month)}`,
  };
}

const ORDINALS: Record<string, number> = {
  primer: 1,
  primero: 1,
  '1er': 1,
  segundo: 2,
  '2do': 2,
  tercer: 3,
  tercero: 3,
  '3er': 3,
  cuarto: 4,
  '4to': 4,
};

/**
 * Quarters and halves of the year: "el primer trimestre" (of this year once it has begun, else of the
 * last), "este trimestre", "el trimestre pasado", "el segundo semestre".
 */
function partOfYear(text: string, now: Day): DateRange | null {
  const named =
    /\b(primer|primero|1er|segundo|2do|tercer|tercero|3er|cuarto|4to) (trimestre|semestre)\b|\b(trimestre|semestre) (pasado|anterior)\b|\b(este|el actual) (trimestre|semestre)\b/.exec(
      text,
    );
  if (!named) return null;
  const unit = named[2] ?? named[3] ?? named[6];
  const months = unit === 'trimestre' ? 3 : 6;
  const current = Math.floor((now.month - 1) / months);
  let [year, index] = [now.year, current];
  if (named[1]) {
    index = ORDINALS[named[1]] - 1;
    if (index >= 12 / months) return null;
    const explicit = /\b(20\d\d)\b/.exec(text);
    year = explicit ? Number(explicit[1]) : index > current ? now.year - 1 : now.year;
  } else if (named[4]) [year, index] = index === 0 ? [now.year - 1, 12 / months - 1] : [now.year, index - 1];
  const first = index * months + 1;
  return monthsSpan(first, first + months - 1, `${year}`, now);
}

/** The first or second half of a month, as paydays split it: "la primera quincena de marzo", "esta quincena". */
function halfMonth(text: string, now: Day): DateRange | null {
  const named = new RegExp(`\\b(primera|1a|segunda|2a) quincena (?:de |del mes de )?${MONTH}\\b`).exec(text);
  const current = /\besta quincena\b/.test(text);
  if (!named && !current) return null;
  const month = named ? monthIndex(named[2]) : now.month;
  const year = named ? yearOfMonth(month, text, now) : now.year;
  const second = named ? /^(segunda|2a)$/.test(named[1]) : now.day > 15;
  const from = { year, month, day: second ? 16 : 1 };
  const end = second ? monthSpan(year, month, now).to : start(shift({ year, month, day: 15 }, 1));
  const to = year === now.year && month === now.month && end > start(shift(now, 1)) ? start(shift(now, 1)) : end;
  return {
    from: start(from),
    to,
    label: `la ${second ? 'segunda' : 'primera'} quincena de ${monthLabel(year, month)}`,
  };
}

/**
 * The period a question names (on normalised text: lower case, no accents), or null when it names
 * none: date ranges ("del 1 al 15 de marzo"), month names with or without a year ("marzo del año
 * pasado"), weeks, months, years and "los últimos N días".
 */
export function parsePeriod(text: string, now = new Date()): DateRange | null {
  const day = wallClock(now);
  text = withDayDigits(text);
  const range = new RegExp(
    `\\b(?:del?|desde(?: el)?|entre el) (\\d{1,2})(?: de ${MONTH})? (?:al?|hasta(?: el)?|y el) (\\d{1,2}) de ${MONTH}(?: (?:de |del )?(20\\d\\d))?`,
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
  const months = new RegExp(`\\b(?:entre|de|del|desde) ${MONTH} (?:y|a|al|hasta)(?: el| fin de)? ${MONTH}\\b`).exec(
    text,
  );
  if (months) return monthsSpan(monthIndex(months[1]), monthIndex(months[2]), text, day);
  // Two months joined by "y" are both of them together only when one follows the other ("en abril y mayo").
  const joined = new RegExp(`\\b${MONTH} y ${MONTH}\\b`).exec(text);
  if (joined && monthIndex(joined[2]) === (monthIndex(joined[1]) % 12) + 1)
    return monthsSpan(monthIndex(joined[1]), monthIndex(joined[2]), text, day);
  const fortnight = halfMonth(text, day);
  if (fortnight) return fortnight;
  // "desde el 20 de mayo", "del 20 de mayo a la fecha", "de abril para acá": from then through today.
  const since = new RegExp(
    `\\b(?:desde|a partir de)(?: el| inicios? de| principios? de)? (?:(\\d{1,2}) de )?${MONTH}\\b|\\b(?:del?|el) (?:(\\d{1,2}) de )?${MONTH} (?:a la fecha|hasta hoy|a hoy|para aca|hasta ahorita|hasta ahora)\\b`,
  ).exec(text);
  if (since) {
    const index = monthIndex(since[2] ?? since[4]);
    const year = yearOfMonth(index, text, day);
    const first = Number(since[1] ?? since[3] ?? 1);
    const label = first === 1 ? `desde ${monthLabel(year, index)}` : `desde el ${first} de ${monthLabel(year, index)}`;
    return span({ year, month: index, day: first }, shift(day, 1), label);
  }
  const week = weekOfMonth(text, day);
  if (week) return week;
  const oneDay = new RegExp(`\\b(?:el|del|dia) (\\d{1,2}) de ${MONTH}\\b`).exec(text);
  if (oneDay) {
    const index = monthIndex(oneDay[2]);
    const date = { year: yearOfMonth(index, text, day), month: index, day: Number(oneDay[1]) };
    return span(date, shift(date, 1), `el ${date.day} de ${monthLabel(date.year, index)}`);
  }
  const part = partOfYear(text, day);
  if (part) return part;
  const month = new RegExp(`\\b${MONTH}\\b`).exec(text);
  if (month) {
    const index = monthIndex(month[1]);
    return monthSpan(yearOfMonth(index, text, day), index, day);
  }
  const lastWeeks = /ultimas (\d{1,2}) semanas/.exec(text);
  if (lastWeeks)
    return span(shift(day, 1 - 7 * Number(lastWeeks[1])), shift(day, 1), `las últimas ${lastWeeks[1]} semanas`);
  const lastMonths = /ultimos (\d{1,2}) meses/.exec(text);
  if (lastMonths) {
    const from = { ...monthsBefore(day, Number(lastMonths[1])), day: Math.min(day.day, 28) };
    return span(from, shift(day, 1), `los últimos ${lastMonths[1]} meses`);
  }
  // "los últimos 90" with no unit counts days, as a follow-up to "los últimos 60 días" does.
  const lastDays = /ultim[oa]s (\d{1,3})(?: dias\b|$)/.exec(text);
  if (lastDays) return span(shift(day, 1 - Number(lastDays[1])), shift(day, 1), `los últimos ${lastDays[1]} días`);
  if (/semana pasada|semana anterior/.test(text))
    return span(shift(day, -day.weekday - 7), shift(day, -day.weekday), 'la semana pasada');
  if (/esta semana|en la semana/.test(text)) return span(shift(day, -day.weekday), shift(day, 1), 'esta semana');
  if (/\bmes antepasado\b/.test(text)) {
    const { year, month } = monthsBefore(day, 2);
    return monthSpan(year, month, day);
  }
  if (/mes pasado|ultimo mes|mes anterior/.test(text))
    return day.month === 1 ? monthSpan(day.year - 1, 12, day) : monthSpan(day.year, day.month - 1, day);
  if (/este mes|mes actual|lo que va del mes/.test(text)) return monthSpan(day.year, day.month, day);
  if (/ano pasado|ano anterior/.test(text)) return yearSpan(day.year - 1, day);
  if (/este ano|lo que va del ano|en el ano\b/.test(text)) return yearSpan(day.year, day);
  const year = /\b(20\d\d)\b/.exec(text);
  if (year) return yearSpan(Number(year[1]), day);
  if (/\bhoy\b/.test(text)) return span(day, shift(day, 1), 'hoy');
  if (/\bayer\b/.test(text)) return span(shift(day, -1), day, 'ayer');
  if (/\b(antier|anteayer|antes de ayer)\b/.test(text)) return span(shift(day, -2), shift(day, -1), 'antier');
  return null;
}

/** From the same day `days` days ago through today: the window of a price question without a period. */
export function recentDays(days: number, now = new Date()): DateRange {
  const day = wallClock(now);
  return span(shift(day, -days), shift(day, 1), `los últimos ${days} días`);
}
