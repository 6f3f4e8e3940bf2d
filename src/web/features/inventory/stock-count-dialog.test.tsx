import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_MESSAGES } from '@common/fields-rules';
import type { ProductListItem } from '@common/inventory';
import { STOCK_COUNT_MESSAGES } from '@common/inventory-count';
import { renderWithApp, stubApi } from '@web/test/render';
import { StockCountDialog } from './stock-count-dialog';

afterEach(() => void vi.unstubAllGlobals());

const product = (id: string, name: string, stockQuantity: string, extra: Partial<ProductListItem> = {}) => ({
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
  ...extra,
});
const tomato = product('0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11', 'Jitomate saladet', '12.000');
const onion = product('1c7a4d2f-8e3b-4f4c-8d2e-3b6f9a0c1d22', 'Cebolla blanca', '5.000');
const flour = product('2d8b5e3a-9f4c-4a5d-9e3f-4c7a0b1d2e33', 'Harina', '20.000');
const boxed = product('3e9c6f4b-0a5d-4b6e-8f4a-5d8b1c2e3f44', 'Jitomate bola', '50.000', {
  packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }],
});
const eggs = product('4fad7a5c-1b6e-4c7f-9a5b-6e9c2d3f4a55', 'Huevo', '90.000', {
  unit: 'pza',
  packs: [{ name: 'Charola', quantity: '30.000', unit: 'pza' }],
});

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
    expect(differences.map((line) => line.textContent)).toEqual(['Jitomate saladet: 12 kg → 10.5 kg (−1.5 kg)']);
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
            { productId: tomato.id, entries: [{ quantity: '10.5', unit: 'kg' }] },
            { productId: onion.id, entries: [{ quantity: '5', unit: 'kg' }] },
          ],
        },
      },
    ]);
    expect(await screen.findByText(`${STOCK_COUNT_MESSAGES.applied}: 1 producto actualizado`)).toBeTruthy();
  });

  it('counts in packs and measures: 3 cajas and 4 kg, grams, charolas and pieces', async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [boxed, onion, eggs], total: 3 } },
      'POST /api/products/count': { status: 200, body: { items: [] } },
    });
    renderWithApp(<StockCountDialog open onOpenChange={vi.fn()} />);

    expect((await screen.findByText(/Stock actual: 2 cajas \(50 kg\)/)).textContent).toBe(
      'Stock actual: 2 cajas (50 kg)',
    );
    const boxUnits = screen.getByLabelText('Unidad contada de Jitomate bola');
    expect(
      within(boxUnits)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['kg', 'Caja (25 kg)', 'g', 'lb', 'oz']);
    await userEvent.selectOptions(boxUnits, 'Caja');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Jitomate bola'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar otra unidad a Jitomate bola' }));
    expect((screen.getByLabelText('Unidad contada de Jitomate bola (2)') as HTMLSelectElement).value).toBe('kg');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Jitomate bola (2)'), '4');

    await userEvent.selectOptions(screen.getByLabelText('Unidad contada de Cebolla blanca'), 'g');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Cebolla blanca'), '4500');

    await userEvent.selectOptions(screen.getByLabelText('Unidad contada de Huevo'), 'Charola');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Huevo'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar otra unidad a Huevo' }));
    await userEvent.type(screen.getByLabelText('Cantidad contada de Huevo (2)'), '7');

    expect(screen.getAllByTestId('count-total').map((total) => total.textContent)).toEqual([
      'Total: 79 kg',
      'Total: 4.5 kg',
      'Total: 97 pzas',
    ]);
    const differences = within(screen.getByRole('list', { name: 'Diferencias del conteo' })).getAllByRole('listitem');
    expect(differences.map((line) => line.textContent)).toEqual([
      'Jitomate bola: 2 cajas (50 kg) → 79 kg (+29 kg)',
      'Cebolla blanca: 5 kg → 4.5 kg (−500 g)',
      'Huevo: 3 charolas (90 pzas) → 97 pzas (+7 pzas)',
    ]);

    // A second quantity can be taken away again.
    await userEvent.click(screen.getByRole('button', { name: 'Agregar otra unidad a Cebolla blanca' }));
    await userEvent.type(screen.getByLabelText('Cantidad contada de Cebolla blanca (2)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar cantidad 2 de Cebolla blanca' }));
    expect(screen.queryByLabelText('Cantidad contada de Cebolla blanca (2)')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Aplicar conteo' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [
        {
          productId: boxed.id,
          entries: [
            { quantity: '3', unit: 'Caja' },
            { quantity: '4', unit: 'kg' },
          ],
        },
        { productId: onion.id, entries: [{ quantity: '4500', unit: 'g' }] },
        {
          productId: eggs.id,
          entries: [
            { quantity: '3', unit: 'Charola' },
            { quantity: '7', unit: 'pza' },
          ],
        },
      ],
    });
  });

  it("shows the server's refusal and keeps the count open", async () => {
    const message = 'No se puede convertir caja a kg en «Jitomate bola»: agrega una presentación de compra';
    stubApi({
      'GET /api/products': { status: 200, body: { items: [boxed], total: 1 } },
      'POST /api/products/count': { status: 400, body: { error: { code: 'unit_not_convertible', message } } },
    });
    const onOpenChange = vi.fn();
    renderWithApp(<StockCountDialog open onOpenChange={onOpenChange} />);
    await userEvent.selectOptions(await screen.findByLabelText('Unidad contada de Jitomate bola'), 'Caja');
    await userEvent.type(screen.getByLabelText('Cantidad contada de Jitomate bola'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar conteo' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Cantidad contada de Jitomate bola') as HTMLInputElement).value).toBe('1');
  });

  it('counts one branch against what that branch holds, and says which branch it counted', async () => {
    const centro = { id: '5a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', locationName: 'Centro', isMainLocation: true };
    const roma = { id: '6b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e', locationName: 'Roma', isMainLocation: false };
    const calls = stubApi({
      'GET /api/restaurant': { status: 200, body: { info: null, locations: [centro, roma] } },
      'GET /api/products': { status: 200, body: { items: [{ ...onion, branchStock: '2.000' }], total: 1 } },
      'POST /api/products/count': { status: 200, body: { items: [] } },
    });
    renderWithApp(<StockCountDialog open onOpenChange={vi.fn()} />);
    await userEvent.selectOptions(await screen.findByLabelText('Sucursal que cuentas'), 'Roma');
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes(`locationId=${roma.id}`))).toBe(true),
    );
    await userEvent.type(await screen.findByLabelText('Cantidad contada de Cebolla blanca'), '3');
    const differences = within(screen.getByRole('list', { name: 'Diferencias del conteo' })).getAllByRole('listitem');
    expect(differences.map((line) => line.textContent)).toEqual(['Cebolla blanca: 2 kg → 3 kg (+1 kg)']);
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar conteo' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        items: [{ productId: onion.id, entries: [{ quantity: '3', unit: 'kg' }] }],
        locationId: roma.id,
      }),
    );
  });
});
