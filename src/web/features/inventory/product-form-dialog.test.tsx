import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductListItem } from '@common/inventory';
import { INVENTORY_MESSAGES, INVENTORY_TOASTS } from '@common/inventory-rules';
import { NUMBER_MESSAGES } from '@common/fields-rules';
import { PRODUCT_TAX_MESSAGES } from '@common/product-taxes';
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
  category: 'Verduras',
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '100.00',
  iva: null,
  iepsKind: null,
  iepsValue: null,
  packs: [],
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
    expect(screen.getByText(NUMBER_MESSAGES.tooManyDecimals(2))).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.stockRequired)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.unitRequired)).toBeTruthy();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates the product with "Sin proveedor" as no supplier, then closes with the success toast', async () => {
    const calls = stubApi({
      'GET /api/contacts': { status: 200, body: [] },
      'POST /api/products': { status: 201, body: saved },
    });
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
      body: {
        name: 'Jitomate saladet',
        currentPrice: '28.50',
        stockQuantity: '3',
        minStockQuantity: '10',
        unit: 'pza',
        supplierId: null,
        category: null,
        densityKgPerL: null,
        pieceWeightG: null,
        yieldPercent: '100',
        packs: [],
        iva: null,
        iepsKind: null,
        iepsValue: null,
      },
    });
    expect(await screen.findByText(INVENTORY_TOASTS.productCreated)).toBeTruthy();
  });

  it('edits an existing product from its current values and keeps the dialog open when the server refuses', async () => {
    const refusal = { error: { code: 'validation_error', message: 'El nombre ya existe' } };
    const calls = stubApi({
      'GET /api/contacts': { status: 200, body: [] },
      [`PUT /api/products/${PRODUCT_ID}`]: { status: 400, body: refusal },
    });
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
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Jitomate saladet',
      currentPrice: '30',
      stockQuantity: '3',
      minStockQuantity: '10',
      unit: 'kg',
      category: 'Verduras',
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('adds a purchase pack, the piece weight and the yield, and sends the unit as its code', async () => {
    const calls = stubApi({
      'GET /api/contacts': { status: 200, body: [] },
      [`PUT /api/products/${PRODUCT_ID}`]: { status: 200, body: saved },
    });
    const onOpenChange = vi.fn();
    renderWithApp(
      <ProductFormDialog
        product={{ ...tomato, packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] }}
        open
        onOpenChange={onOpenChange}
      />,
    );
    expect((screen.getByLabelText('Cantidad de la presentación 1') as HTMLInputElement).value).toBe('25');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar presentación' }));
    await userEvent.type(screen.getByLabelText('Nombre de la presentación 2'), 'Costal');
    await userEvent.type(screen.getByLabelText('Cantidad de la presentación 2'), '50');
    await userEvent.type(screen.getByLabelText('Peso por pieza (g)'), '120');
    const yieldField = screen.getByLabelText('Rendimiento %');
    await userEvent.clear(yieldField);
    await userEvent.type(yieldField, '90');
    const unit = screen.getByLabelText('Unidad');
    await userEvent.clear(unit);
    await userEvent.type(unit, 'Kilos');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      unit: 'kg',
      pieceWeightG: '120',
      densityKgPerL: null,
      yieldPercent: '90',
      packs: [
        { name: 'Caja', quantity: '25', unit: 'kg' },
        { name: 'Costal', quantity: '50', unit: 'kg' },
      ],
    });
  });

  it('shows the IVA and IEPS an invoice set, refuses a bad quota in Spanish and saves the corrected one', async () => {
    const calls = stubApi({
      'GET /api/contacts': { status: 200, body: [] },
      [`PUT /api/products/${PRODUCT_ID}`]: { status: 200, body: saved },
    });
    const onOpenChange = vi.fn();
    renderWithApp(
      <ProductFormDialog
        product={{ ...tomato, iva: '16', iepsKind: 'tasa', iepsValue: '26.500000' }}
        open
        onOpenChange={onOpenChange}
      />,
    );
    const iva = screen.getByLabelText('IVA') as HTMLSelectElement;
    expect(iva.selectedOptions[0].text).toBe('16 %');
    expect([...iva.options].map((option) => option.text)).toEqual(['Sin dato', '0 %', '16 %', 'Exento']);
    expect((screen.getByLabelText('Tasa de IEPS (%)') as HTMLInputElement).value).toBe('26.5');

    await userEvent.selectOptions(screen.getByLabelText('IEPS'), 'Cuota (pesos por unidad)');
    const quota = screen.getByLabelText('Cuota de IEPS ($)');
    await userEvent.clear(quota);
    await userEvent.type(quota, '1.1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(PRODUCT_TAX_MESSAGES.iepsQuota)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(quota);
    await userEvent.type(quota, '1.6451');
    await userEvent.selectOptions(iva, 'Exento');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      iva: 'exento',
      iepsKind: 'cuota',
      iepsValue: '1.6451',
    });
  });

  it('refuses a pack the base unit cannot hold and says what to add, sending nothing', async () => {
    const calls = stubApi({ 'GET /api/contacts': { status: 200, body: [] } });
    renderWithApp(<ProductFormDialog product={tomato} open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar presentación' }));
    await userEvent.type(screen.getByLabelText('Nombre de la presentación 1'), 'Bidón');
    await userEvent.type(screen.getByLabelText('Cantidad de la presentación 1'), '20');
    const packUnit = screen.getByLabelText('Unidad de la presentación 1');
    await userEvent.clear(packUnit);
    await userEvent.type(packUnit, 'litros');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(
      await screen.findByText(
        'Presentación «Bidón»: No se puede convertir l a kg: agrega la densidad del producto (1 l ≈ … kg)',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar presentación 1' }));
    expect(screen.queryByLabelText('Nombre de la presentación 1')).toBeNull();
  });
});
