import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVENTORY_MESSAGES, INVENTORY_TOASTS, type ProductListItem } from '@common/inventory';
import { renderWithApp, stubApi } from '@web/test/render';
import { ProductFormDialog } from './product-form-dialog';

afterEach(() => void vi.unstubAllGlobals());

const PRODUCT_ID = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';
const tomato: ProductListItem = {
  id: PRODUCT_ID,
  name: 'Jitomate saladet',
  unit: 'kg',
  currentPrice: '28.50',
  stockQuantity: '3.000',
  minStockQuantity: '10.000',
  supplierId: null,
  supplierName: null,
  category: 'Verduras', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [],
};

const saved = { ...tomato, createdAt: '2026-03-15T18:00:00.000Z', updatedAt: '2026-03-15T18:00:00.000Z' };

describe('ProductFormDialog', () => {
  it('shows the Spanish messages of the empty and malformed fields and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/contacts': { status: 200, body: [] } });
    renderWithApp(<ProductFormDialog product={null} open onOpenChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Nuevo producto' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Precio'), '12.345');
    await userEvent.clear(screen.getByLabelText('Unidad'));
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));

    expect(await screen.findByText(INVENTORY_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.invalidNumber)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.stockRequired)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.unitRequired)).toBeTruthy();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates the product with "Sin proveedor" as no supplier, then closes with the success toast', async () => {
    const calls = stubApi({ 'GET /api/contacts': { status: 200, body: [] }, 'POST /api/products': { status: 201, body: saved } });
    const onOpenChange = vi.fn();
    renderWithApp(<ProductFormDialog product={null} open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Nombre'), '  Jitomate saladet ');
    await userEvent.type(screen.getByLabelText('Precio'), '28.50');
    await userEvent.type(screen.getByLabelText('Stock'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/products',
      body: { name: 'Jitomate saladet', currentPrice: '28.50', stockQuantity: '3', minStockQuantity: '10', unit: 'pza', supplierId: null, category: null },
    });
    expect(await screen.findByText(INVENTORY_TOASTS.productCreated)).toBeTruthy();
  });

  it('edits an existing product from its current values and keeps the dialog open when the server refuses', async () => {
    const refusal = { error: { code: 'validation_error', message: 'El nombre ya existe' } };
    const calls = stubApi({ 'GET /api/contacts': { status: 200, body: [] }, [`PUT /api/products/${PRODUCT_ID}`]: { status: 400, body: refusal } });
    const onOpenChange = vi.fn();
    renderWithApp(<ProductFormDialog product={tomato} open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('heading', { name: 'Editar producto' })).toBeTruthy();
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('3');
    const price = screen.getByLabelText('Precio');
    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(INVENTORY_TOASTS.productUpdateFailed)).toBeTruthy();
    expect(screen.getByText('El nombre ya existe')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Jitomate saladet', currentPrice: '30', stockQuantity: '3', minStockQuantity: '10', unit: 'kg', category: 'Verduras' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
