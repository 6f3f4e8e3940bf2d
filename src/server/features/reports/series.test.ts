import { describe, expect, it } from 'vitest';
import { reportRange } from './period';
import { daysOf, pricePoints, valueByDay } from './series';

// 2026-03-11 18:00 in Mexico City (UTC−6), a Wednesday.
const now = new Date('2026-03-12T00:00:00Z');

describe('reportRange', () => {
  it('takes the assistant’s week and months, and a custom range from midnight to midnight in Mexico City', () => {
    expect(reportRange({ period: 'this_week' }, now)).toMatchObject({
      from: new Date('2026-03-09T06:00:00Z'),
      to: new Date('2026-03-12T06:00:00Z'),
    });
    expect(reportRange({ period: 'last_month' }, now)).toMatchObject({
      from: new Date('2026-02-01T06:00:00Z'),
      to: new Date('2026-03-01T06:00:00Z'),
      label: 'febrero de 2026',
    });
    expect(reportRange({ period: 'custom', from: '2026-01-31', to: '2026-02-28' }, now)).toEqual({
      from: new Date('2026-01-31T06:00:00Z'),
      to: new Date('2026-03-01T06:00:00Z'),
      label: 'del 31 ene 2026 al 28 feb 2026',
    });
  });
});

describe('daysOf', () => {
  it('lists each calendar day of the range up to today', () => {
    expect(daysOf(reportRange({ period: 'this_week' }, now), now)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(daysOf({ from: new Date('2026-04-01T06:00:00Z'), to: new Date('2026-05-01T06:00:00Z') }, now)).toEqual([]);
  });
});

describe('valueByDay', () => {
  it('subtracts what each later day added from today’s value, exactly', () => {
    const changes = [
      { day: '2026-03-10', change: '100.005' },
      { day: '2026-03-11', change: '-0.005' },
      { day: '2026-03-12', change: '999' },
    ];
    // Today's value 1,100.00 already holds the 12th's change (movements after the range's last day).
    expect(valueByDay('1100', changes, ['2026-03-09', '2026-03-10', '2026-03-11'])).toEqual([
      { day: '2026-03-09', value: '1.00' },
      { day: '2026-03-10', value: '101.01' },
      { day: '2026-03-11', value: '101.00' },
    ]);
  });
});

describe('pricePoints', () => {
  const range = { from: new Date('2026-03-01T06:00:00Z'), to: new Date('2026-04-01T06:00:00Z') };
  const change = (at: string, oldPrice: string, newPrice: string) => ({ at: new Date(at), oldPrice, newPrice });

  it('starts at the last earlier change, steps at each change and ends now', () => {
    const points = pricePoints(
      {
        before: change('2026-02-10T12:00:00Z', '15.00', '16.00'),
        during: [change('2026-03-05T12:00:00Z', '16.00', '18.50')],
        currentPrice: '18.50',
      },
      range,
      now,
    );
    expect(points).toEqual([
      { at: '2026-03-01T06:00:00.000Z', price: '16.00' },
      { at: '2026-03-05T12:00:00.000Z', price: '18.50' },
      { at: '2026-03-12T00:00:00.000Z', price: '18.50' },
    ]);
  });

  it('starts at the first change’s old price, or the current price without changes; nothing for an unknown product', () => {
    const first = pricePoints(
      { before: null, during: [change('2026-03-05T12:00:00Z', '10.00', '12.00')], currentPrice: '12.00' },
      range,
      now,
    );
    expect(first.map((point) => point.price)).toEqual(['10.00', '12.00', '12.00']);
    expect(pricePoints({ before: null, during: [], currentPrice: '7.00' }, range, now).map((p) => p.price)).toEqual([
      '7.00',
      '7.00',
    ]);
    expect(pricePoints({ before: null, during: [], currentPrice: null }, range, now)).toEqual([]);
  });
});
