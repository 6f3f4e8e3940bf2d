import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-format';

const cell = (value: string) => toCsv(['v'], [{ v: value }]).split('\r\n')[1];

describe('toCsv', () => {
  it.each(['=SUMA(1)', '+1', '-1+2', '-A1', '@HOY()', '-', '--5'])(
    'guards %s, which Excel would run as a formula',
    (value) => {
      expect(cell(value)).toMatch(/^"?'/);
    },
  );

  it.each(['-598.40', '-3', '0.00', '12.5', 'Cebolla'])('keeps %s as it is', (value) => {
    expect(cell(value)).toBe(value);
  });
});
