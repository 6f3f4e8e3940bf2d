import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatRelative,
  formatTime,
  setDisplayTimeZone,
} from './format-date';

describe('Spanish date helpers', () => {
  const date = new Date(2026, 2, 5, 14, 7);

  it('formats dates in Spanish', () => {
    expect(formatDate(date)).toBe('05 mar 2026');
    expect(formatDateTime(date)).toBe('05 mar 2026, 14:07');
    expect(formatTime(date)).toBe('14:07');
    expect(formatLongDate(date)).toBe('5 de marzo de 2026');
    expect(formatDate(date.toISOString())).toBe('05 mar 2026');
    expect(formatDate(new Date(2026, 8, 30))).toBe('30 sep 2026');
  });

  it('formats relative times in Spanish', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 5, 14, 12));
    expect(formatRelative(date)).toBe('hace 5 minutos');
    expect(formatRelative(new Date(2026, 2, 5, 14, 11, 50))).toBe('hace menos de un minuto');
    expect(formatRelative(new Date(2026, 2, 5, 11, 12))).toBe('hace 3 horas');
    expect(formatRelative(new Date(2026, 2, 1, 14, 12))).toBe('hace 4 días');
    vi.useRealTimers();
  });

  it("writes relative times as Intl's es-MX does, past and future, one and many, in every unit", () => {
    const now = new Date(2026, 2, 5, 14, 12).getTime();
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const intl = new Intl.RelativeTimeFormat('es-MX', { numeric: 'always' });
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [
      [1, 'minute', 60],
      [44, 'minute', 60],
      [1, 'hour', 3600],
      [23, 'hour', 3600],
      [1, 'day', 86_400],
      [29, 'day', 86_400],
      [1, 'month', 30 * 86_400],
      [11, 'month', 30 * 86_400],
      [1, 'year', 365 * 86_400],
      [1234, 'year', 365 * 86_400],
    ];
    for (const [count, unit, seconds] of cases)
      for (const sign of [-1, 1])
        expect(formatRelative(new Date(now + sign * count * seconds * 1000))).toBe(intl.format(sign * count, unit));
    vi.useRealTimers();
  });

  it('shows an instant in the zone it is given (a page rendered by the server for a browser in Mexico City)', () => {
    const instant = '2026-03-06T02:30:00Z';
    try {
      setDisplayTimeZone('America/Mexico_City');
      expect(formatDateTime(instant)).toBe('05 mar 2026, 20:30');
      setDisplayTimeZone('Asia/Tokyo');
      expect(formatDateTime(instant)).toBe('06 mar 2026, 11:30');
      expect(() => setDisplayTimeZone('Marte/Olympus')).toThrow(RangeError);
      expect(formatTime(instant)).toBe('11:30');
    } finally {
      setDisplayTimeZone(undefined);
    }
  });
});
