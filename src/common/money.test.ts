import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercentChange, lineTotal, linesTotal, percentChange, sumDecimals } from './money';

describe('money', () => {
  it('adds without floating-point drift', () => {
    expect(sumDecimals([lineTotal(3, '0.1'), '0.2'])).toBe('0.50');
    expect(
      linesTotal([
        { quantity: '3', unitPrice: '0.10' },
        { quantity: '1', unitPrice: '0.20' },
      ]),
    ).toBe('0.50');
    expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
  });

  it('rounds line totals half away from zero to cents', () => {
    expect(lineTotal('1.255', '10.00')).toBe('12.55');
    expect(lineTotal('0.333', '3.00')).toBe('1.00');
    expect(lineTotal('2.5', '0.01')).toBe('0.03');
  });

  it('formats es-MX money with the $ sign and 2 decimals', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('1000000')).toBe('$1,000,000.00');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('writes money as Intl es-MX does, without building a formatter, and no minus on zero', () => {
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });
    for (const value of [0.5, 7, 1.005, 0.125, 999.995, -1234.5, 1234567.891, 12.3456, 9999999999.99, '45.678', '-0.5'])
      expect(formatMoney(value)).toBe(intl.format(Number(value)));
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(1e-9)).toBe('$0.00');
    expect(formatMoney('12345678901234567890.125')).toBe('$12,345,678,901,234,567,890.13');
  });

  it('computes and formats price changes', () => {
    expect(percentChange('100', '112.5')).toBe('12.50');
    expect(percentChange('0', '10')).toBeNull();
    expect(formatPercentChange('12.50')).toBe('+12.5%');
    expect(formatPercentChange('-3.33')).toBe('-3.3%');
    expect(formatPercentChange('0')).toBe('0.0%');
  });

  it('rejects text that is not a number', () => {
    expect(() => sumDecimals(['abc'])).toThrow();
    expect(() => sumDecimals(['1e5'])).toThrow();
  });
});
