import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@common/marketplace-cart';
import { setCartQuantity, stepCartLine } from '@common/marketplace-cart-rules';
import { CartQuantityField } from './cart-quantity-field';

const onion: CartLine = {
  productId: '11111111-1111-4111-8111-111111111111',
  productName: 'Cebolla blanca',
  quantity: '10.000',
  unit: 'kg',
  unitPrice: '18.50',
  minOrderQuantity: '10.000',
  supplierCompanyId: '22222222-2222-4222-8222-222222222222',
  supplierName: 'Frescos del Valle',
};
const eggs: CartLine = { ...onion, productName: 'Huevo', unit: 'caja', quantity: '2', minOrderQuantity: '1.000' };

/** The field with a cart line kept as the cart store keeps it. */
function Line({ start, onSaved = () => {} }: { start: CartLine; onSaved?: (quantity: string) => void }) {
  const [line, setLine] = useState(start);
  return (
    <CartQuantityField
      line={line}
      onQuantity={(quantity) => {
        onSaved(quantity);
        setLine((current) => setCartQuantity([current], current.productId, quantity)[0]);
      }}
      onStep={(step) => setLine((current) => stepCartLine([current], current.productId, step)[0] ?? current)}
    />
  );
}

const field = (name: string) => screen.getByLabelText(`Cantidad de ${name}`) as HTMLInputElement;
const message = () => screen.queryByRole('alert')?.textContent ?? null;

describe('the typed quantity of a cart line', () => {
  it('types kilos with the unit’s step and says "Mínimo 10 kg" below the minimum, until 10 is typed', async () => {
    const saved = vi.fn();
    render(<Line start={onion} onSaved={saved} />);
    const input = field('Cebolla blanca');
    expect(input.type).toBe('number');
    expect(input.step).toBe('0.001');
    expect(input.inputMode).toBe('decimal');
    expect(input.value).toBe('10');
    expect(screen.getByText('kg')).toBeTruthy();
    expect(message()).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(message()).toBe('Mínimo 10 kg');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(saved).toHaveBeenLastCalledWith('5');

    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    expect(message()).toBeNull();
    expect(saved).toHaveBeenLastCalledWith('12.5');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the last good quantity while the text is empty or too precise, and says why', async () => {
    const saved = vi.fn();
    render(<Line start={onion} onSaved={saved} />);
    const input = field('Cebolla blanca');
    await userEvent.clear(input);
    expect(message()).toBe('La cantidad es requerida');
    expect(saved).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '10.0005' } });
    expect(message()).toBe('Usa como máximo 3 decimales');
    expect(saved).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0' } });
    expect(message()).toBe('La cantidad debe ser mayor que 0');
    fireEvent.blur(input);
    expect(input.value).toBe('10');
    expect(message()).toBeNull();
  });

  it('counts boxes whole and steps by one with − and +', async () => {
    const saved = vi.fn();
    render(<Line start={eggs} onSaved={saved} />);
    const input = field('Huevo');
    expect(input.step).toBe('1');
    expect(input.inputMode).toBe('numeric');
    expect(screen.getByText('cajas')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(message()).toBe('Solo cantidades enteras');
    fireEvent.blur(input);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar uno de Huevo' }));
    expect(input.value).toBe('3.5');
    fireEvent.change(input, { target: { value: '1' } });
    expect(screen.getByText('caja')).toBeTruthy();
    fireEvent.blur(input);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar uno de Huevo' }));
    expect(input.value).toBe('2');
    expect(message()).toBeNull();
  });
});
