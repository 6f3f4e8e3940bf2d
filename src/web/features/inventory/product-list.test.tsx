import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '@common/inventory';
import { ProductList } from './product-list';

const product = (name: string, overrides: Partial<ProductListItem>): ProductListItem => ({
  id: crypto.randomUUID(),
  name,
  unit: 'kg',
  currentPrice: '10.00',
  stockQuantity: '0.000',
  minStockQuantity: '10.000',
  supplierId: null,
  supplierName: null,
  category: null,
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '100.00',
  iva: null,
  iepsKind: null,
  iepsValue: null,
  packs: [],
  ...overrides,
});

const rowOf = (name: string) => screen.getByRole('button', { name: `Ver ${name}` }).closest('li')!;

describe('ProductList', () => {
  it("shows 'Bajo' when the stock is below the product's own minimum, not below a fixed 10", () => {
    const products = [
      product('Sal de mar', { stockQuantity: '3.000', minStockQuantity: '2.000' }),
      product('Aceite de oliva', { unit: 'lt', stockQuantity: '12.000', minStockQuantity: '20.000' }),
      product('Comino', { stockQuantity: '5.000', minStockQuantity: '5.000' }),
    ];
    render(<ProductList products={products} onOpen={() => {}} onEdit={() => {}} onDelete={() => {}} />);
    expect(within(rowOf('Sal de mar')).getByText('OK')).toBeTruthy();
    expect(within(rowOf('Aceite de oliva')).getByText('Bajo')).toBeTruthy();
    expect(within(rowOf('Comino')).getByText('OK')).toBeTruthy();
  });

  it('shows the stock in the readable unit, and in whole purchase packs', () => {
    const products = [
      product('Jitomate', { stockQuantity: '75.000', packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] }),
      product('Comino', { stockQuantity: '0.250' }),
    ];
    render(<ProductList products={products} onOpen={() => {}} onEdit={() => {}} onDelete={() => {}} />);
    expect(rowOf('Jitomate').textContent).toContain('3 cajas (75 kg) · $10.00');
    expect(rowOf('Comino').textContent).toContain('250 g · $10.00');
  });
});
