import { zonedMidnight } from '@common/calendar';
import type { ReportPeriod } from '@common/reports';
import { periodRange } from '../assistant/tools/periods';

export interface ReportInstants {
  /** Inclusive start and exclusive end. */
  from: Date;
  to: Date;
  label: string;
}

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/**
 * The instants a report covers, in Mexico City's calendar. The named periods are the assistant's
 * (periodRange: a week starts on Monday, 'this' periods end tonight); a custom range runs from the
 * midnight starting `from` to the one ending `to`.
 */
export function reportRange(
  query: { period: ReportPeriod; from?: string; to?: string },
  now = new Date(),
): ReportInstants {
  if (query.period !== 'custom') {
    const { from, to, label } = periodRange(query.period, now);
    return { from, to, label };
  }
  const [fromYear, fromMonth, fromDay] = query.from!.split('-').map(Number);
  const [toYear, toMonth, toDay] = query.to!.split('-').map(Number);
  return {
    from: zonedMidnight(fromYear, fromMonth, fromDay),
    to: zonedMidnight(toYear, toMonth, toDay + 1),
    label: `del ${dayText(query.from!)} al ${dayText(query.to!)}`,
  };
}

export const rangeOf = (range: ReportInstants) => ({
  from: range.from.toISOString(),
  to: range.to.toISOString(),
  label: range.label,
});
