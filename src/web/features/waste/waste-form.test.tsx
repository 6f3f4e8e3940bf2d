import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_MESSAGES } from '@common/fields-rules';
import { WASTE_MESSAGES } from '@common/waste';
import { renderWithApp, stubApi } from '@web/test/render';
import { WasteForm } from './waste-form';

afterEach(() => void vi.unstubAllGlobals());

const queso = {
  id: '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11',
  name: 'Queso Oaxaca',
  unit: 'kg',
  currentPrice: '129.90',
  stockQuantity: '3.000',
  minStockQuantity: '1.000',
  supplierId: null,
  supplierName: null,
  category: null,
  densityKgPerL: null,
  pieceWeightG: null,
  yieldPercent: '100.00',
  packs: [{ name: 'Bloque', quantity: '5.000', unit: 'kg' }],
};

describe('WasteForm', () => {
  it('says what is missing or wrong, field by field, and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/products': { status: 200, body: { items: [queso], total: 1 } } });
    renderWithApp(<WasteForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar merma' }));
    expect(await screen.findByText(WASTE_MESSAGES.productRequired)).toBeTruthy();
    expect(screen.getByText(WASTE_MESSAGES.quantityRequired)).toBeTruthy();
    expect(screen.getByText(WASTE_MESSAGES.reasonRequired)).toBeTruthy();

    const quantity = screen.getByLabelText('Cantidad');
    for (const [typed, message] of [
      ['-2', NUMBER_MESSAGES.negative],
      ['0', WASTE_MESSAGES.quantityZero],
      ['1.2345', NUMBER_MESSAGES.tooManyDecimals(3)],
      ['99999999999', NUMBER_MESSAGES.tooLarge('9,999,999,999')],
    ]) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Registrar merma' }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers the product’s units, shows the value the server will record, and sends the entry', async () => {
    const calls = stubApi({
      'GET /api/products': { status: 200, body: { items: [queso], total: 1 } },
      'POST /api/waste': {
        status: 201,
        body: { productName: 'Queso Oaxaca', quantity: '350.000', unit: 'g', value: '45.47' },
      },
    });
    renderWithApp(<WasteForm />);
    await screen.findByRole('option', { name: 'Queso Oaxaca' });
    await userEvent.selectOptions(screen.getByLabelText('Producto'), 'Queso Oaxaca');
    expect(screen.getByTestId('waste-stock').textContent).toBe('Hay 3 kg · $129.90 por kg');
    const unit = screen.getByLabelText('Unidad');
    expect([...unit.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'kg',
      'g',
      'lb',
      'oz',
      'Bloque (5 kg)',
    ]);
    await userEvent.selectOptions(unit, 'g');
    await userEvent.type(screen.getByLabelText('Cantidad'), '350');
    // 0.35 kg × $129.90 = $45.465 → $45.47, as the server rounds it.
    expect(screen.getByTestId('waste-value').textContent).toBe('Valor de la merma: $45.47');
    await userEvent.selectOptions(screen.getByLabelText('Motivo'), 'Caducado');
    await userEvent.type(screen.getByLabelText('Nota (opcional)'), 'Abierto hace una semana');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar merma' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/waste',
          body: {
            productId: queso.id,
            quantity: '350',
            unit: 'g',
            reason: 'caducado',
            note: 'Abierto hace una semana',
          },
        },
      ]),
    );
    expect(await screen.findByText(WASTE_MESSAGES.created)).toBeTruthy();
    expect((screen.getByLabelText('Producto') as HTMLSelectElement).value).toBe('');
  });
});
