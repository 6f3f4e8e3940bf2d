// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxOrder } from '@common/suppliers';
import { ConfirmOrderDialog } from './confirm-order-dialog';

afterEach(cleanup);

const order: InboxOrder = {
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'ORD-1-abcdefgh',
  restaurantName: 'Fonda Doña Mary',
  status: 'pendiente',
  totalAmount: '290.00',
  notes: null,
  cancelReason: null,
  cancelledBy: null,
  receivedAt: null,
  orderDate: '2026-11-25T10:00:00.000Z',
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      productName: 'Limón',
      originalQuantity: null,
      originalUnitPrice: null,
      quantity: '10.000',
      unit: 'kg',
      unitPrice: '20.00',
      totalPrice: '200.00',
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      productName: 'Aceite',
      originalQuantity: null,
      originalUnitPrice: null,
      quantity: '2.000',
      unit: 'litro',
      unitPrice: '45.00',
      totalPrice: '90.00',
    },
  ],
};

describe('ConfirmOrderDialog', () => {
  it('sends only the lines the supplier changed, and shows the new total', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmOrderDialog order={order} pending={false} onConfirm={onConfirm} onClose={() => {}} />);
    const quantity = screen.getByLabelText('Cantidad (kg)');
    expect(quantity).toHaveProperty('value', '10');
    await user.clear(quantity);
    await user.type(quantity, '8');
    expect(screen.getByRole('dialog').textContent).toContain('$250.00');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { itemId: '22222222-2222-4222-8222-222222222222', quantity: '8', unitPrice: '20.00' },
    ]);
  });

  it('refuses a quantity of zero in Spanish and confirms nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmOrderDialog order={order} pending={false} onConfirm={onConfirm} onClose={() => {}} />);
    await user.clear(screen.getByLabelText('Cantidad (kg)'));
    await user.type(screen.getByLabelText('Cantidad (kg)'), '0');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(screen.getByRole('alert').textContent).toBe('La cantidad debe ser mayor que 0');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
