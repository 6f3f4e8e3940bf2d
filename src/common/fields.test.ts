import { describe, expect, it } from 'vitest';
import { decimalField, decimalProblem, NUMBER_MESSAGES } from './fields';

const price = decimalField('El precio es requerido');
const quantity = decimalField('La cantidad es requerida', 3);
const messageOf = (schema: typeof price, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('decimalField', () => {
  it.each([
    ['', 'El precio es requerido'],
    [undefined, 'El precio es requerido'],
    ['abc', NUMBER_MESSAGES.invalid],
    ['1.2.3', NUMBER_MESSAGES.invalid],
    ['-', NUMBER_MESSAGES.invalid],
    ['-5', NUMBER_MESSAGES.negative],
    [-0.5, NUMBER_MESSAGES.negative],
    ['99999999999', NUMBER_MESSAGES.tooLarge('9,999,999,999')],
    [99999999999, NUMBER_MESSAGES.tooLarge('9,999,999,999')],
    ['1.234', NUMBER_MESSAGES.tooManyDecimals(2)],
  ])('refuses %j with its own message', (value, message) => {
    expect(messageOf(price, value)).toBe(message);
  });

  it('accepts a comma, a leading or trailing point and up to the allowed decimals, as plain text', () => {
    expect(price.parse('12,5')).toBe('12.5');
    expect(price.parse('.5')).toBe('0.5');
    expect(price.parse('7.')).toBe('7');
    expect(price.parse(3)).toBe('3');
    expect(price.parse('9999999999.99')).toBe('9999999999.99');
    expect(quantity.parse('1.125')).toBe('1.125');
    expect(messageOf(quantity, '1.1255')).toBe(NUMBER_MESSAGES.tooManyDecimals(3));
  });

  it('checks against a smaller maximum when asked', () => {
    expect(decimalProblem('1000001', 3, 1_000_000)).toBe(NUMBER_MESSAGES.tooLarge('1,000,000'));
    expect(decimalProblem('-0', 2)).toBeNull();
  });
});
