import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@web/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '@common/marketplace-cart';
import { renderWithApp, stubApi } from '@web/test/render';
import { CartDialog } from './cart-dialog';
import { useCartDropNotice } from './cart-store';

afterEach(() => void vi.unstubAllGlobals());

const onion: CartLine = {
  productId: '11111111-1111-4111-8111-111111111111',
  productName: 'Cebolla blanca',
  quantity: '5.000',
  unit: 'kg',
  unitPrice: '18.50',
  minOrderQuantity: '10.000',
  supplierCompanyId: '22222222-2222-4222-8222-222222222222',
  supplierName: 'Frescos del Valle',
};
const saved = (lines: CartLine[], dropped: string[] = []): { status: number; body: Cart } => ({
  status: 200,
  body: { lines, dropped },
});

describe('the cart dialog', () => {
  it('says a line is below the minimum and blocks "Crear Orden" until it is not; saves what is typed', async () => {
    const calls = stubApi({
      'GET /api/marketplace/cart': saved([onion]),
      'PUT /api/marketplace/cart': saved([{ ...onion, quantity: '10.000' }]),
      'POST /api/marketplace/orders': { status: 200, body: [] },
    });
    renderWithApp(
      <MemoryRouter>
        <CartDialog open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Carrito de Compras' });
    const line = await within(dialog).findByRole('listitem', { name: 'Cebolla blanca' });
    expect(within(line).getByRole('alert').textContent).toBe('Mínimo 10 kg');
    const create = within(dialog).getByRole('button', { name: 'Crear Orden' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toContain('Ajusta las cantidades marcadas para crear la orden');
    expect(status.textContent).toContain('La cantidad mínima de Cebolla blanca es 10 kg');
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('$92.50');

    const input = within(line).getByLabelText('Cantidad de Cebolla blanca');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    expect(within(line).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByTestId('cart-total').textContent).toBe('$185.00');
    // One save after typing stops, with the typed quantity.
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      lines: [{ productId: onion.productId, quantity: '10' }],
    });

    expect(create.disabled).toBe(false);
    await userEvent.click(create);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      lines: [{ productId: onion.productId, quantity: '10' }],
    });
  });

  it('shows the empty cart', async () => {
    stubApi({ 'GET /api/marketplace/cart': saved([]) });
    renderWithApp(
      <MemoryRouter>
        <CartDialog open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('El carrito está vacío')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Crear Orden' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

function DropNotice() {
  useCartDropNotice();
  return null;
}

describe('products that left the marketplace', () => {
  it('are named once and the cart is saved without them', async () => {
    const calls = stubApi({
      'GET /api/marketplace/cart': saved([{ ...onion, quantity: '12.000' }], ['Albahaca']),
      'PUT /api/marketplace/cart': saved([{ ...onion, quantity: '12.000' }]),
    });
    renderWithApp(<DropNotice />);
    expect(await screen.findByText('Albahaca ya no está disponible y se quitó del carrito')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      lines: [{ productId: onion.productId, quantity: '12.000' }],
    });
  });
});
