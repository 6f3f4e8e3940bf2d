// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@web/lib/router';
import type { SuggestedOrders } from '@common/suggested-orders';
import { renderWithApp, stubApi } from '@web/test/render';
import { SuggestedOrdersPage } from './suggested-orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const facts = { stock: '20.000', minimum: '45.000', onOrder: '0.000', dailyUse: '0.000', short: '25.000' };
const suggestion: SuggestedOrders = {
  days: 7,
  suppliers: [
    {
      kind: 'contact',
      supplierId: '11111111-1111-4111-8111-111111111111',
      supplierName: 'Central de Abasto',
      whatsappNumber: null,
      total: '225.00',
      lines: [
        {
          ...facts,
          productId: '22222222-2222-4222-8222-222222222222',
          productName: 'Jitomate saladet',
          baseUnit: 'kg',
          packs: [],
          quantity: '9',
          unit: null,
          baseQuantity: '9.000',
          price: '25.00',
          lineTotal: '225.00',
        },
      ],
    },
    {
      kind: 'marketplace',
      supplierId: '33333333-3333-4333-8333-333333333333',
      supplierName: 'Frescos del Valle',
      total: '1350.00',
      lines: [
        {
          ...facts,
          productId: '44444444-4444-4444-8444-444444444444',
          productName: 'Aguacate Hass',
          baseUnit: 'kg',
          marketplaceProductId: '55555555-5555-4555-8555-555555555555',
          catalogueName: 'Aguacate Hass',
          quantity: '3',
          unit: 'caja',
          minOrderQuantity: '2.000',
          baseQuantity: '30.000',
          price: '450.00',
          lineTotal: '1350.00',
        },
      ],
    },
  ],
  withoutSupplier: [
    {
      productId: '66666666-6666-4666-8666-666666666666',
      productName: 'Papa blanca',
      short: '10.000',
      baseUnit: 'kg',
      problem: 'No se puede convertir kg a cajas en «Papa blanca»: agrega una presentación de compra',
    },
  ],
};

describe('SuggestedOrdersPage', () => {
  it('shows a marketplace supplier with its minimum, checks it, and sends its lines as marketplace lines', async () => {
    const calls = stubApi({
      'GET /api/orders/suggested': { status: 200, body: suggestion },
      'POST /api/orders/suggested': { status: 201, body: { orders: [] } },
    });
    renderWithApp(
      <MemoryRouter>
        <SuggestedOrdersPage />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('group', { name: 'Frescos del Valle' });
    expect(within(card).getByText('Se envía por el marketplace')).toBeTruthy();
    expect(within(card).getByText(/Mínimo 2 cajas/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Central de Abasto' })).queryByText(/marketplace/)).toBeNull();
    expect(screen.getByText(/agrega una presentación de compra/)).toBeTruthy();

    const field = within(card).getByLabelText('Cantidad de Aguacate Hass');
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    expect(within(card).getByRole('alert').textContent).toBe('La cantidad mínima de Aguacate Hass es 2 cajas');
    expect((screen.getByRole('button', { name: 'Crear 2 órdenes' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, '4');
    expect(within(card).getByTestId('suggested-total').textContent).toContain('1,800.00');
    await userEvent.click(screen.getByRole('button', { name: 'Crear 2 órdenes' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orders: [
        {
          supplierId: '11111111-1111-4111-8111-111111111111',
          items: [{ productId: '22222222-2222-4222-8222-222222222222', quantity: 9, unit: null }],
        },
      ],
      marketplaceLines: [
        {
          productId: '44444444-4444-4444-8444-444444444444',
          marketplaceProductId: '55555555-5555-4555-8555-555555555555',
          quantity: '4',
        },
      ],
    });
  });
});
