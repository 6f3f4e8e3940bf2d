// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route } from '@web/lib/router';
import { ORDER_LINK_MESSAGES, type LinkedOrder } from '@common/order-links';
import { renderWithApp, stubApi } from '@web/test/render';
import { SupplierLinkPage } from './supplier-link-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'A'.repeat(43);
const order: LinkedOrder = {
  orderNumber: 'ORD-1700000000000',
  restaurantName: 'Fonda La Esperanza',
  supplierName: 'Central de Abasto',
  orderDate: '2026-11-25T10:00:00.000Z',
  status: 'pendiente',
  notes: 'Antes de las 9',
  totalAmount: '1006.38',
  expiresAt: '2026-12-09T10:00:00.000Z',
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      productName: 'Jitomate saladet',
      unit: 'Caja',
      pack: { quantity: '25.000', unit: 'kg' },
      quantity: '2.000',
      unitPrice: '500.00',
      totalPrice: '1000.00',
      originalQuantity: null,
      originalUnitPrice: null,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      productName: 'Cilantro',
      unit: 'g',
      pack: null,
      quantity: '250.000',
      unitPrice: '0.03',
      totalPrice: '6.38',
      originalQuantity: null,
      originalUnitPrice: null,
    },
  ],
};

const page = () =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/pedido/${TOKEN}`]}>
      <Route path="/pedido/:token">
        <SupplierLinkPage notFound={<p>Página no encontrada</p>} />
      </Route>
    </MemoryRouter>,
  );

describe('SupplierLinkPage', () => {
  it('shows the 404 page for a link that does not work, and nothing of any order', async () => {
    stubApi({});
    page();
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
    expect(screen.queryByText(/ORD-/)).toBeNull();
  });

  it('sends only the changed line, keeps the exact total of the others, and refuses a zero quantity', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [`GET /api/order-links/${TOKEN}`]: { status: 200, body: order },
      [`POST /api/order-links/${TOKEN}/confirm`]: { status: 200, body: { ...order, status: 'confirmada' } },
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Pedido ORD-1700000000000' })).toBeTruthy();
    expect(screen.getByText('Pidieron: 2 cajas (50 kg) a $500.00')).toBeTruthy();
    expect(screen.getByTestId('linked-order-total').textContent).toContain('$1,006.38');

    const price = screen.getByLabelText('Precio por caja');
    await user.clear(price);
    await user.type(price, '520');
    expect(screen.getByTestId('linked-order-total').textContent).toContain('$1,046.38');

    const quantity = screen.getByLabelText('Cantidad (cajas)');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('La cantidad debe ser mayor que 0')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText(ORDER_LINK_MESSAGES.confirmed)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/order-links/${TOKEN}/confirm`,
        body: { lines: [{ itemId: order.items[0].id, quantity: '2', unitPrice: '520' }] },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Marcar en camino' })).toBeTruthy();
  });

  it("shows the server's refusal in Spanish", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /api/order-links/${TOKEN}`]: { status: 200, body: { ...order, status: 'confirmada' } },
      [`POST /api/order-links/${TOKEN}/ship`]: {
        status: 409,
        body: {
          error: { code: 'transition_not_allowed', message: 'No se puede marcar en camino un pedido cancelado' },
        },
      },
    });
    page();
    await user.click(await screen.findByRole('button', { name: 'Marcar en camino' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se puede marcar en camino un pedido cancelado',
    );
  });
});
