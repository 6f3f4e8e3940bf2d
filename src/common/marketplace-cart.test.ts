import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartInputSchema,
  cartItemCount,
  cartLineProblem,
  cartTotal,
  minimumLabel,
  quantityStep,
  removeCartLine,
  setCartQuantity,
  stepCartLine,
  type CartLine,
} from './marketplace-cart';

const tomato = {
  productId: 'p1',
  productName: 'Jitomate',
  unitPrice: '26.10',
  unit: 'kg',
  minOrderQuantity: '1.000',
  supplierCompanyId: 's1',
  supplierName: 'Frescos',
} as const;
const onion = { ...tomato, productId: 'p3', productName: 'Cebolla blanca', minOrderQuantity: '10.000' } as const;
const lime = {
  ...tomato,
  productId: 'p2',
  productName: 'Limón',
  unitPrice: '0.10',
  supplierCompanyId: 's2',
  supplierName: '',
} as const;
const eggs = { ...tomato, productId: 'p4', productName: 'Huevo', unit: 'caja', minOrderQuantity: '2.000' } as const;

describe('cart lines', () => {
  it('starts a line at the supplier minimum (at least 1), then adds one unit; counts products', () => {
    let cart: CartLine[] = addToCart([], tomato);
    cart = addToCart(cart, tomato);
    cart = addToCart(cart, lime);
    cart = addToCart(cart, onion);
    expect(cart.map((line) => [line.productId, line.quantity])).toEqual([
      ['p1', '2'],
      ['p2', '1'],
      ['p3', '10'],
    ]);
    expect(cart[1].supplierName).toBe('Proveedor');
    expect(cartItemCount(cart)).toBe(3);
  });

  it('steps and types quantities exactly, dropping a line that reaches 0', () => {
    let cart = addToCart(addToCart([], tomato), lime);
    cart = stepCartLine(cart, 'p2', -1);
    expect(cart.map((line) => line.productId)).toEqual(['p1']);
    cart = setCartQuantity(cart, 'p1', '0.1');
    cart = stepCartLine(cart, 'p1', 1);
    expect(cart[0].quantity).toBe('1.1');
    cart = setCartQuantity(cart, 'p1', '2.250');
    expect(cart[0].quantity).toBe('2.25');
    expect(removeCartLine(cart, 'p1')).toEqual([]);
  });

  it('totals exactly', () => {
    let cart = addToCart([], lime);
    cart = setCartQuantity(cart, 'p2', '3');
    expect(cartTotal(cart)).toBe('0.30');
    expect(cartTotal(addToCart(cart, tomato))).toBe('26.40');
  });
});

describe('the supplier minimum and the unit', () => {
  it('reads the minimum as people do, never "10.000"', () => {
    expect(minimumLabel('10.000', 'kg')).toBe('Mínimo 10 kg');
    expect(minimumLabel('0.500', 'kg')).toBe('Mínimo 500 g');
    expect(minimumLabel('2.000', 'caja')).toBe('Mínimo 2 cajas');
    expect(minimumLabel('1.000', 'unidad')).toBe('Mínimo 1 pza');
    expect(minimumLabel('1.500', 'litro')).toBe('Mínimo 1.5 l');
  });

  it('flags a line below the minimum, with the short and the full message', () => {
    const line = { ...onion, quantity: '5' };
    expect(cartLineProblem(line)).toEqual({
      kind: 'below_minimum',
      short: 'Mínimo 10 kg',
      message: 'La cantidad mínima de Cebolla blanca es 10 kg',
    });
    expect(cartLineProblem({ ...line, quantity: '10' })).toBeNull();
    expect(cartLineProblem({ ...line, quantity: '12.5' })).toBeNull();
  });

  it('sells boxes and pieces whole, kilos and litres by the gram', () => {
    expect(cartLineProblem({ ...eggs, quantity: '2.5' })).toMatchObject({
      kind: 'not_whole',
      message: 'La cantidad de Huevo debe ser un número entero',
    });
    expect(cartLineProblem({ ...eggs, quantity: '1' })?.short).toBe('Mínimo 2 cajas');
    expect(quantityStep('caja')).toMatchObject({ step: '1', decimals: 0 });
    expect(quantityStep('unidad')).toMatchObject({ step: '1', decimals: 0 });
    expect(quantityStep('paquete')).toMatchObject({ step: '1', decimals: 0 });
    expect(quantityStep('kg')).toMatchObject({ step: '0.001', decimals: 3 });
    expect(quantityStep('lb')).toMatchObject({ decimals: 3 });
    expect(quantityStep('litro')).toMatchObject({ decimals: 3 });
  });
});

describe('the saved cart input', () => {
  const productId = '3f2a9c1d-aaaa-4bbb-8ccc-123456789012';
  it('takes quantities as typed (comma or point) and refuses bad ones in Spanish', () => {
    expect(cartInputSchema.parse({ lines: [{ productId, quantity: '7,5' }] })).toEqual({
      lines: [{ productId, quantity: '7.5' }],
    });
    expect(cartInputSchema.parse({ lines: [] })).toEqual({ lines: [] });
    const problem = (input: unknown) => cartInputSchema.safeParse(input).error?.issues[0].message;
    expect(problem({ lines: [{ productId, quantity: '0' }] })).toBe('La cantidad debe ser mayor que 0');
    expect(problem({ lines: [{ productId, quantity: '1.0005' }] })).toBe('Usa como máximo 3 decimales');
    expect(problem({ lines: [{ productId, quantity: '2000000' }] })).toBe(
      'La cantidad no puede ser mayor que 1,000,000',
    );
    expect(problem({ lines: [{ productId: 'x', quantity: '1' }] })).toBe('Producto inválido');
    expect(
      problem({
        lines: [
          { productId, quantity: '1' },
          { productId, quantity: '2' },
        ],
      }),
    ).toBe('Un producto aparece dos veces en el carrito');
  });
});
