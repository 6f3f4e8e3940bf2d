import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Movement, ProductListItem } from '@common/inventory';
import { renderWithApp, stubApi } from '@web/test/render';
import { ProductDetailDialog } from './product-detail-dialog';

afterEach(() => void vi.unstubAllGlobals());

const tomato: ProductListItem = {
  id: '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11',
  name: 'Jitomate saladet',
  unit: 'kg',
  currentPrice: '20.00',
  stockQuantity: '50.000',
  minStockQuantity: '0.500',
  supplierId: null,
  supplierName: null,
  category: null,
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '95.50',
  iva: null,
  iepsKind: null,
  iepsValue: null,
  packs: [
    { name: 'Caja', quantity: '25.000', unit: 'kg' },
    { name: 'Bolsa', quantity: '500.000', unit: 'g' },
  ],
};
const movement = (id: string, delta: string, resultingStock: string, reason: Movement['reason']): Movement => ({
  id,
  delta,
  resultingStock,
  reason,
  reference: null,
  createdAt: '2026-11-20T18:00:00.000Z',
});

describe('ProductDetailDialog', () => {
  it('shows stock, minimum, packs, yield and the journal in readable units, es-MX', async () => {
    stubApi({
      [`GET /api/products/${tomato.id}/price-comparison`]: {
        status: 200,
        body: {
          productId: tomato.id,
          unit: 'kg',
          currentPricePerUnit: '20.00',
          creditsIva: false,
          paid: [],
          offers: [],
        },
      },
      [`GET /api/products/${tomato.id}`]: {
        status: 200,
        body: { ...tomato, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-20T18:00:00.000Z' },
      },
      [`GET /api/products/${tomato.id}/movements`]: {
        status: 200,
        body: {
          items: [
            movement('1c7a4d2f-8e3b-4f4c-8d2e-3b6f9a0c1d22', '29.000', '50.000', 'count'),
            movement('2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33', '-0.250', '21.000', 'preparation'),
            movement('3e9c6f4b-0a5d-4b6e-8f4a-5d8b1c2e3f44', '1250.000', '21.250', 'initial'),
          ],
          total: 3,
        },
      },
    });
    renderWithApp(<ProductDetailDialog product={tomato} onClose={vi.fn()} onEdit={vi.fn()} />);

    const figures = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figures('Stock')).toBe('2 cajas (50 kg)');
    expect(figures('Stock mínimo')).toBe('500 g');
    expect(figures('Presentaciones de compra')).toBe('Caja 25 kg, Bolsa 500 g');
    expect(figures('Rendimiento')).toBe('95.5 %');
    expect(figures('Precio')).toBe('$20.00 por kg');

    const journal = within(await screen.findByRole('list', { name: 'Movimientos de stock' })).getAllByRole('listitem');
    expect(journal.map((item) => item.querySelector('.text-right')?.textContent)).toEqual([
      '+29 kgQuedan 2 cajas (50 kg)',
      '−250 gQuedan 42 bolsas (21 kg)',
      '+1,250 kgQuedan 21.25 kg',
    ]);
    expect(journal[0].textContent).toContain('Conteo físico');
  });
});
