import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPricePer,
  formatQuantity,
  formatQuantityChange,
  plainQuantity,
  quantityUnitLabel,
} from './quantity-format';
import { ratio } from './ratio';
import { canonicalUnit, UNIT_LABELS, type UnitCode } from './units';

describe('formatQuantity', () => {
  it.each([
    ['1250', 'g', '1.25 kg'],
    ['0.25', 'kg', '250 g'],
    ['1', 'kg', '1 kg'],
    ['1234.5', 'kg', '1,234.5 kg'],
    ['0.0005', 'kg', '0.5 g'],
    ['1500', 'ml', '1.5 l'],
    ['1.5', 'lt', '1.5 l'],
    ['0.1', 'lt', '100 ml'],
    ['1', 'pza', '1 pza'],
    ['3', 'pza', '3 pzas'],
    ['2', 'docena', '24 pzas'],
    ['1', 'taza', '240 ml'],
    ['1', 'lb', '453.592 g'],
    ['2', 'caja', '2 cajas'],
    ['3', 'paq', '3 paquetes'],
    ['1', 'Charola', '1 Charola'],
    ['2', 'Charola', '2 Charolas'],
    ['2', 'Bidón', '2 Bidones'],
    ['4', 'Almacén', '4 Almacenes'],
    ['2', 'red', '2 redes'],
    ['2', 'TARRO', '2 TARROS'],
    ['2', 'pieza, chica', '2 pieza, chica'],
    ['0', 'kg', '0 g'],
    ['-1.5', 'kg', '-1.5 kg'],
    ['-0.25', 'kg', '-250 g'],
    ['12.000', 'kg', '12 kg'],
    ['1234567.125', 'kg', '1,234,567.125 kg'],
  ])('%s %s → %s', (amount, unit, expected) => {
    expect(formatQuantity(amount, unit)).toBe(expected);
  });

  it('without a unit, is the plain es-MX number (what the web copy did)', () => {
    expect(formatQuantity('1500.500')).toBe('1,500.5');
    expect(formatQuantity(7)).toBe('7');
    expect(formatNumber('95.50')).toBe('95.5');
    expect(formatNumber('0.0004')).toBe('0');
    expect(formatNumber('2.0005')).toBe('2.001');
    expect(formatNumber(ratio(1n, 3n))).toBe('0.333');
  });

  it('shows whole purchase packs with the quantity they hold', () => {
    expect(formatQuantity('75', 'kg', { pack: { name: 'Caja', quantity: '25', unit: 'kg' } })).toBe('3 cajas (75 kg)');
    expect(formatQuantity('20', 'lt', { pack: { name: 'Bidón', quantity: '20', unit: 'lt' } })).toBe('1 bidón (20 l)');
    expect(formatQuantity('40', 'lt', { pack: { name: 'Bidón', quantity: '20', unit: 'lt' } })).toBe(
      '2 bidones (40 l)',
    );
    expect(formatQuantity('30', 'kg', { pack: { name: 'Caja', quantity: '25', unit: 'kg' } })).toBe('30 kg');
    expect(formatQuantity('0', 'kg', { pack: { name: 'Caja', quantity: '25', unit: 'kg' } })).toBe('0 g');
  });

  it('uses the first of the packs whose whole multiple the quantity is', () => {
    const packs = [
      { name: 'Caja', quantity: '25.000', unit: 'kg' },
      { name: 'Bolsa', quantity: '5000', unit: 'g' },
    ];
    expect(formatQuantity('50.000', 'kg', { packs })).toBe('2 cajas (50 kg)');
    expect(formatQuantity('30', 'kg', { packs })).toBe('6 bolsas (30 kg)');
    expect(formatQuantity('5', 'kg', { packs })).toBe('1 bolsa (5 kg)');
    expect(formatQuantity('0.5', 'kg', { packs })).toBe('500 g');
    expect(formatQuantity('12', 'pza', { packs: [{ name: 'Charola', quantity: '12', unit: 'pza' }] })).toBe(
      '1 charola (12 pzas)',
    );
    // A pack that does not convert to the base unit is skipped rather than failing.
    expect(formatQuantity('10', 'kg', { packs: [{ name: 'Garrafa', quantity: '5', unit: 'lt' }] })).toBe('10 kg');
  });
});

describe('formatQuantityChange', () => {
  it.each([
    ['7.5', 'kg', '+7.5 kg'],
    ['-1.500', 'kg', '−1.5 kg'],
    ['-0.25', 'kg', '−250 g'],
    ['2', 'pza', '+2 pzas'],
    ['-1', 'lt', '−1 l'],
    ['0', 'kg', '0 g'],
  ])('%s %s → %s', (delta, unit, expected) => {
    expect(formatQuantityChange(delta, unit)).toBe(expected);
  });
});

describe('quantityUnitLabel', () => {
  it('never shows a raw code where a label reads better', () => {
    expect(quantityUnitLabel('lt', false)).toBe('l');
    expect(quantityUnitLabel('pza', true)).toBe('pzas');
    expect(quantityUnitLabel('cucharada', true)).toBe('cdas');
  });

  it('writes each known unit as a spelling that reads back as the same unit (CSV round trip)', () => {
    for (const code of Object.keys(UNIT_LABELS) as UnitCode[])
      expect(canonicalUnit(quantityUnitLabel(code, false))).toBe(code);
  });
});

describe('plainQuantity', () => {
  it.each([
    ['15.000', '15'],
    ['7.500', '7.5'],
    ['1500', '1500'],
    ['0.250', '0.25'],
  ])('%s → %s', (value, expected) => expect(plainQuantity(value)).toBe(expected));
});

describe('formatPricePer', () => {
  it('reads a price per base unit with the unit in the singular', () => {
    expect(formatPricePer('20.00', 'kg')).toBe('$20.00 por kg');
    expect(formatPricePer('45.5', 'lt')).toBe('$45.50 por l');
    expect(formatPricePer('3.5', 'pza')).toBe('$3.50 por pza');
    expect(formatPricePer('12', 'Charola')).toBe('$12.00 por Charola');
  });
});
