import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LowStockList } from './low-stock-list';

const item = (
  name: string,
  stockQuantity: string,
  minStockQuantity: string,
  unit: string,
  packs: Array<{ name: string; quantity: string; unit: string }> = [],
) => ({ id: crypto.randomUUID(), name, stockQuantity, minStockQuantity, unit, packs });

describe('LowStockList', () => {
  it('shows stock and minimum in the readable unit, never a raw code', () => {
    render(
      <LowStockList
        items={[
          item('Aceite de oliva', '0.750', '2.000', 'lt'),
          item('Huevo', '3.000', '30.000', 'pza'),
          item('Azafrán', '0.002', '0.010', 'kg'),
          item('Harina', '1250.000', '2000.000', 'kg'),
          item('Tortilla', '2.000', '6.000', 'Paquete'),
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Productos con stock bajo' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Aceite de oliva750 ml / 2 l',
      'Huevo3 pzas / 30 pzas',
      'Azafrán2 g / 10 g',
      'Harina1,250 kg / 2,000 kg',
      'Tortilla2 paquetes / 6 paquetes',
    ]);
  });

  it('shows whole packs of the product as packs, and other quantities in the base unit', () => {
    render(
      <LowStockList items={[item('Jitomate', '12.5', '50', 'kg', [{ name: 'Caja', quantity: '25', unit: 'kg' }])]} />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Jitomate12.5 kg / 2 cajas (50 kg)');
  });
});
