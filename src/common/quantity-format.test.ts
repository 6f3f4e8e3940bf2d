import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity-format';

describe('formatQuantity', () => {
  it.each([
    ['1250', 'g', '1.25 kg'],
    ['0.25', 'kg', '250 g'],
    ['1', 'kg', '1 kg'],
    ['1234.5', 'kg', '1,234.5 kg'],
    ['0.0005', 'kg', '0.5 g'],
    ['1500', 'ml', '1.5 l'],
    ['0.1', 'lt', '100 ml'],
    ['1', 'pza', '1 pza'],
    ['3', 'pza', '3 pzas'],
    ['2', 'docena', '24 pzas'],
    ['1', 'taza', '240 ml'],
    ['1', 'lb', '453.592 g'],
    ['2', 'caja', '2 cajas'],
    ['1', 'Charola', '1 Charola'],
    ['0', 'kg', '0 g'],
  ])('%s %s → %s', (amount, unit, expected) => {
    expect(formatQuantity(amount, unit)).toBe(expected);
  });

  it('shows whole purchase packs with the quantity they hold', () => {
    expect(formatQuantity('75', 'kg', { pack: { name: 'Caja', quantity: '25', unit: 'kg' } })).toBe('3 cajas (75 kg)');
    expect(formatQuantity('20', 'lt', { pack: { name: 'Bidón', quantity: '20', unit: 'lt' } })).toBe('1 bidón (20 l)');
    expect(formatQuantity('40', 'lt', { pack: { name: 'Bidón', quantity: '20', unit: 'lt' } })).toBe(
      '2 bidones (40 l)',
    );
    expect(formatQuantity('30', 'kg', { pack: { name: 'Caja', quantity: '25', unit: 'kg' } })).toBe('30 kg');
  });
});
