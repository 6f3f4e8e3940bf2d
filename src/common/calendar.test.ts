import { describe, expect, it } from 'vitest';
import { currentMonth, monthChoices, monthDays, monthInstants, monthQuerySchema, monthText } from './calendar';

describe('months in Mexico City', () => {
  it('take the month of the day in Mexico City, not in UTC', () => {
    // 1 Feb 2026 03:00 UTC is still 31 Jan in Mexico City (UTC−6).
    expect(currentMonth(new Date('2026-02-01T03:00:00Z'))).toBe('2026-01');
    expect(currentMonth(new Date('2026-02-01T06:00:00Z'))).toBe('2026-02');
  });

  it('give a month as dates and as instants', () => {
    expect(monthDays('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    const { from, to } = monthInstants('2026-12');
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-12-01T06:00:00.000Z', '2027-01-01T06:00:00.000Z']);
  });

  it('read and offer months', () => {
    expect(monthText('2026-03')).toBe('marzo de 2026');
    const choices = monthChoices('2019-05', new Date('2026-11-24T18:00:00Z'));
    expect(choices.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(choices).toHaveLength(37);
    expect(choices.at(-2)).toBe('2023-12');
    expect(choices.at(-1)).toBe('2019-05');
  });

  it('accept only AAAA-MM', () => {
    expect(monthQuerySchema.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(monthQuerySchema.safeParse({}).success).toBe(true);
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01', ''])
      expect(monthQuerySchema.safeParse({ month }).error?.issues[0].message).toBe('Mes inválido (usa AAAA-MM)');
  });
});
