import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_MESSAGES } from '@common/fields';
import { STOCK_COUNT_MESSAGES, type ProductListItem } from '@common/inventory';
import { renderWithApp, stubApi } from '@web/test/render';
import { StockCountDialog } from './stock-count-dialog';

afterEach(() => void vi.unstubAllGlobals());

const product = (id: string, name: string, stockQuantity: string): ProductListItem => ({
  id,
  name,
  unit: 'kg',
  currentPrice: '20.00',
  stockQuantity,
  minStockQuantity: '10.000',
  supplierId: null,
  supplierName: null,
  category: null,
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '100.00',
  packs: [],
});
const tomato = product('0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11', 'Jitomate saladet', '12.000');
const onion = product('1c7a4d2f-8e3b-4f4c-8d2e-3b6f9a0c1d22', 'Cebolla blanca', '5.000');
const flour = product('2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33', 'Harina', '20.000');

describe('StockCountDialog', () => {
  it('sums up the differences as they are typed, blocks a malformed count, and applies the filled lines in one request', async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [tomato, onion, flour], total: 3 } },
      'POST /api/products/count': { status: 200, body: { items: [{ ...tomato, stockQuantity: '10.500' }] } },
    });
    const onOpenChange = vi.fn();
    renderWithApp(<StockCountDialog open onOpenChange={onOpenChange} />);
    const apply = screen.getByRole('button', { name: 'Aplicar conteo' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    await userEvent.type(await screen.findByLabelText('Cantidad contada de Jitomate saladet'), '10.5');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Cebolla blanca'), '5');
    const differences = within(screen.getByRole('list', { name: 'Diferencias del conteo' })).getAllByRole('listitem');
    expect(differences.map((line) => line.textContent)).toEqual(['Jitomate saladet: 12 → 10.5 kg (−1.5)']);
    expect(screen.getByText('1 producto coincide con el stock.')).toBeTruthy();

    const flourField = screen.getByLabelText('Cantidad contada de Harina');
    await userEvent.type(flourField, '1.2345');
    expect(screen.getByText(NUMBER_MESSAGES.tooManyDecimals(3))).toBeTruthy();
    expect(apply.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(flourField);
    await userEvent.click(apply);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/products/count',
        body: {
          items: [
            { productId: tomato.id, countedQuantity: '10.5' },
            { productId: onion.id, countedQuantity: '5' },
          ],
        },
      },
    ]);
    expect(await screen.findByText(`${STOCK_COUNT_MESSAGES.applied}: 1 producto actualizado`)).toBeTruthy();
  });
});
