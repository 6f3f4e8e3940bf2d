import { wallClock } from '@common/calendar';
import { add, ratio, ratioOf, toDecimal, type Ratio } from '@common/ratio';

/*
 * The two series that are built from rows rather than summed in SQL. Pure, with the clock passed in.
 */

interface PriceChange {
  at: Date;
  oldPrice: string;
  newPrice: string;
}

/**
 * A product's price over the period: the price it started with (the last change before the period,
 * else the first change's old price, else the current price), each change in it, and the price at
 * its end (or now, for a period that has not ended).
 */
export function pricePoints(
  changes: { before: PriceChange | null; during: PriceChange[]; currentPrice: string | null },
  range: { from: Date; to: Date },
  now: Date,
) {
  if (changes.currentPrice === null) return [];
  const start = changes.before?.newPrice ?? changes.during[0]?.oldPrice ?? changes.currentPrice;
  const end = new Date(Math.min(range.to.getTime(), now.getTime()));
  const points = [{ at: range.from, price: start }, ...changes.during.map((c) => ({ at: c.at, price: c.newPrice }))];
  if (end > points[points.length - 1].at) points.push({ at: end, price: points[points.length - 1].price });
  return points.map((point) => ({ at: point.at.toISOString(), price: point.price }));
}

const dayKey = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Calendar days (Mexico City) from the one `from` falls on to the last one before `to` and not after today. */
export function daysOf(range: { from: Date; to: Date }, now: Date): string[] {
  const last = new Date(Math.min(range.to.getTime() - 1, now.getTime()));
  if (last < range.from) return [];
  const first = wallClock(range.from);
  const lastKey = dayKey(wallClock(last));
  const days: string[] = [];
  for (let offset = 0; ; offset += 1) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
    const key = date.toISOString().slice(0, 10);
    days.push(key);
    if (key >= lastKey) return days;
  }
}

/**
 * The stock's value at the end of each day: today's value minus what every later day's movements
 * added (exact fractions, rounded to cents once per point).
 */
export function valueByDay(current: string, changes: Array<{ day: string; change: string }>, days: string[]) {
  let later: Ratio = ratio(0n);
  const sorted = [...changes].sort((a, b) => (a.day < b.day ? 1 : -1));
  let next = 0;
  const values = new Map<string, string>();
  const now = ratioOf(current);
  for (const day of [...days].reverse()) {
    while (next < sorted.length && sorted[next].day > day) later = add(later, ratioOf(sorted[next++].change));
    values.set(day, toDecimal(add(now, ratio(-later.num, later.den)), 2));
  }
  return days.map((day) => ({ day, value: values.get(day)! }));
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The stock's value when a period opens (the end of the day before its first) and when it closes (the
 * end of its last day up to today), rebuilt as valueByDay does; a period that has not begun opens and
 * closes at today's value.
 */
export function openingAndClosing(current: string, changes: Array<{ day: string; change: string }>, days: string[]) {
  if (days.length === 0) {
    const [today] = valueByDay(current, [], ['today']);
    return { opening: today.value, closing: today.value };
  }
  const [opening, closing] = valueByDay(current, changes, [dayBefore(days[0]), days[days.length - 1]]);
  return { opening: opening.value, closing: closing.value };
}
