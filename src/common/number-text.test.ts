import { describe, expect, it } from 'vitest';
import { groupThousands, lazily, trimDecimalZeros } from './number-text';

describe('groupThousands', () => {
  it('writes what Intl es-MX writes for whole and decimal numbers of any size and sign', () => {
    const intl = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 6 });
    for (const value of ['0', '7', '999', '1000', '1234.5', '-1234.56', '1234567.891', '9999999999', '-100000.25'])
      expect(groupThousands(value)).toBe(intl.format(value as `${number}`));
  });
});

describe('trimDecimalZeros', () => {
  it('keeps only the decimals that say something, and no minus on zero', () => {
    expect(trimDecimalZeros('15.000')).toBe('15');
    expect(trimDecimalZeros('7.500')).toBe('7.5');
    expect(trimDecimalZeros('1500')).toBe('1500');
    expect(trimDecimalZeros('-0.000')).toBe('0');
    expect(trimDecimalZeros('-2.250')).toBe('-2.25');
  });
});

describe('lazily', () => {
  it('makes the value once, on the first call', () => {
    let made = 0;
    const value = lazily(() => ({ made: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});
