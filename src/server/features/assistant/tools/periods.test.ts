import { describe, expect, it } from 'vitest';
import { zonedMidnight } from '@common/calendar';
import { periodRange, type Period } from './periods';

const iso = (date: Date) => date.toISOString();

describe('zonedMidnight (America/Mexico_City)', () => {
  it('is 06:00 UTC on any day since Mexico left daylight saving time (October 2022)', () => {
    expect(iso(zonedMidnight(2026, 1, 1))).toBe('2026-01-01T06:00:00.000Z');
    expect(iso(zonedMidnight(2026, 3, 1))).toBe('2026-03-01T06:00:00.000Z');
    // The first Sunday of April and the last Sunday of October, where the clocks used to change.
    expect(iso(zonedMidnight(2026, 4, 5))).toBe('2026-04-05T06:00:00.000Z');
    expect(iso(zonedMidnight(2026, 7, 15))).toBe('2026-07-15T06:00:00.000Z');
    expect(iso(zonedMidnight(2026, 10, 25))).toBe('2026-10-25T06:00:00.000Z');
    expect(iso(zonedMidnight(2024, 2, 29))).toBe('2024-02-29T06:00:00.000Z');
  });

  it('was 05:00 UTC in the summer time of 2022, with the offset read on each side of both changes', () => {
    expect(iso(zonedMidnight(2022, 7, 1))).toBe('2022-07-01T05:00:00.000Z');
    // Summer time began at 02:00 on 3 April 2022: that midnight was still UTC−6, the next one UTC−5.
    expect(iso(zonedMidnight(2022, 4, 3))).toBe('2022-04-03T06:00:00.000Z');
    expect(iso(zonedMidnight(2022, 4, 4))).toBe('2022-04-04T05:00:00.000Z');
    // It ended for good at 02:00 on 30 October 2022: that midnight was still UTC−5, the next one UTC−6.
    expect(iso(zonedMidnight(2022, 10, 30))).toBe('2022-10-30T05:00:00.000Z');
    expect(iso(zonedMidnight(2022, 10, 31))).toBe('2022-10-31T06:00:00.000Z');
  });

  it('rolls over the end of the month and of the year like a calendar', () => {
    expect(iso(zonedMidnight(2026, 2, 29))).toBe('2026-03-01T06:00:00.000Z');
    expect(iso(zonedMidnight(2026, 13, 1))).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe('periodRange at fixed instants', () => {
  // Sunday 15 March 2026, 12:00 in Mexico City.
  const noon = new Date('2026-03-15T18:00:00.000Z');
  const range = (period: Period, now: Date) => {
    const { from, to, label } = periodRange(period, now);
    return { from: iso(from), to: iso(to), label };
  };

  it('gives each period from the local calendar, up to the end of today', () => {
    expect(range('last_month', noon)).toEqual({
      from: '2026-02-01T06:00:00.000Z',
      to: '2026-03-01T06:00:00.000Z',
      label: 'febrero de 2026',
    });
    expect(range('this_month', noon)).toEqual({
      from: '2026-03-01T06:00:00.000Z',
      to: '2026-03-16T06:00:00.000Z',
      label: 'este mes (marzo de 2026)',
    });
    expect(range('this_week', noon)).toEqual({
      from: '2026-03-09T06:00:00.000Z',
      to: '2026-03-16T06:00:00.000Z',
      label: 'esta semana',
    });
    expect(range('last_7_days', noon)).toEqual({
      from: '2026-03-09T06:00:00.000Z',
      to: '2026-03-16T06:00:00.000Z',
      label: 'los últimos 7 días',
    });
    expect(range('last_30_days', noon)).toEqual({
      from: '2026-02-14T06:00:00.000Z',
      to: '2026-03-16T06:00:00.000Z',
      label: 'los últimos 30 días',
    });
    expect(range('this_year', noon)).toEqual({
      from: '2026-01-01T06:00:00.000Z',
      to: '2026-03-16T06:00:00.000Z',
      label: '2026',
    });
  });

  it('starts the week on Monday', () => {
    const monday = new Date('2026-03-16T15:00:00.000Z');
    expect(range('this_week', monday)).toMatchObject({
      from: '2026-03-16T06:00:00.000Z',
      to: '2026-03-17T06:00:00.000Z',
    });
  });

  it('reads the date in Mexico City, not in UTC: 23:30 on 28 February is still February', () => {
    const lateNight = new Date('2026-03-01T05:30:00.000Z');
    expect(range('this_month', lateNight)).toEqual({
      from: '2026-02-01T06:00:00.000Z',
      to: '2026-03-01T06:00:00.000Z',
      label: 'este mes (febrero de 2026)',
    });
    expect(range('last_month', lateNight)).toMatchObject({
      from: '2026-01-01T06:00:00.000Z',
      to: '2026-02-01T06:00:00.000Z',
      label: 'enero de 2026',
    });
  });

  it('takes December of the year before as the last month of a January', () => {
    expect(range('last_month', new Date('2026-01-10T18:00:00.000Z'))).toEqual({
      from: '2025-12-01T06:00:00.000Z',
      to: '2026-01-01T06:00:00.000Z',
      label: 'diciembre de 2025',
    });
  });
});
