// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, type OrderDetail } from '@common/orders';
import { renderWithApp, stubApi } from '@web/test/render';
import { OrderSendActions } from './order-send-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const order = (supplierEmail: string | null): OrderDetail => ({
  id: ORDER_ID,
  orderNumber: 'ORD-1700000000000',
  orderType: 'direct',
  supplierId: '22222222-2222-4222-8222-222222222222',
  supplierCompanyId: null,
  supplierName: 'Verduras Lupita',
  supplierWhatsapp: null,
  supplierEmail,
  totalAmount: '200.00',
  status: 'pendiente',
  notes: null,
  cancelReason: null,
  cancelledBy: null,
  receivedAt: null,
  orderDate: '2026-11-25T16:00:00.000Z',
  itemCount: 1,
  items: [],
});

const api = (extra = {}) =>
  stubApi({
    'GET /api/auth/me': { status: 200, body: { user: null } },
    'GET /api/restaurant': { status: 200, body: { info: { restaurantName: 'Fonda La Esperanza' }, locations: [] } },
    [`GET /api/orders/${ORDER_ID}/link`]: {
      status: 200,
      body: { link: { path: '/pedido/abc', expiresAt: '2026-12-09T16:00:00.000Z' } },
    },
    ...extra,
  });

describe('Enviar por correo (decision 053)', () => {
  it("sends through the server to the contact's e-mail and says where it went", async () => {
    const calls = api({
      [`POST /api/orders/${ORDER_ID}/send-email`]: { status: 200, body: { sentTo: 'ventas@lupita.mx' } },
    });
    renderWithApp(<OrderSendActions order={order('ventas@lupita.mx')} open />);
    const button = await screen.findByRole('button', { name: 'Enviar por correo' });
    expect(screen.queryByRole('link', { name: 'Enviar por correo' })).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText(ORDER_MESSAGES.emailSent('ventas@lupita.mx'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/orders/${ORDER_ID}/send-email`,
    ]);
  });

  it('opens the mail app with the message and its link when the contact has no e-mail', async () => {
    const calls = api();
    renderWithApp(<OrderSendActions order={order(null)} open />);
    const link = await screen.findByRole('link', { name: 'Enviar por correo' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(
      `Confirma o ajusta el pedido aquí: ${window.location.origin}/pedido/abc`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
