import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../platform/db/schema';
import { createCatalogueProduct } from '../../test/suppliers';
import { cookieHeader } from '../../test/users';
import { useCartWorld } from './test/cart-world';

/** The saved marketplace cart (decision 044): owner-only, validated, with the supplier's minimum. */
const { ctx, owner, intruder, supplier, products, cart, order, savedRows } = useCartWorld();

describe('the saved cart', () => {
  it('starts empty, saves lines with the catalogue price and minimum, and follows the user to another session', async () => {
    expect((await cart(owner)).json()).toEqual({ lines: [], dropped: [] });
    const saved = await cart(owner, 'PUT', {
      lines: [
        { productId: products.cebolla.id, quantity: '5' },
        { productId: products.jitomate.id, quantity: 2.25 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lines).toEqual([
      {
        productId: products.cebolla.id,
        productName: 'Cebolla blanca',
        quantity: '5.000',
        unit: 'kg',
        unitPrice: '18.50',
        minOrderQuantity: '10.000',
        supplierCompanyId: supplier.companyId,
        supplierName: 'Frescos del Valle',
      },
      expect.objectContaining({ productId: products.jitomate.id, quantity: '2.250', unitPrice: '26.50' }),
    ]);

    // Another device: a new session of the same user reads the same cart.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'carrito@prueba.mx', password: 'secreto123' },
    });
    const otherDevice = { ...owner, cookie: cookieHeader(signIn.headers['set-cookie']) };
    const read = (await cart(otherDevice)).json();
    expect(
      read.lines.map((line: { productName: string; quantity: string }) => [line.productName, line.quantity]),
    ).toEqual([
      ['Cebolla blanca', '5.000'],
      ['Jitomate bola', '2.250'],
    ]);
    expect(read.dropped).toEqual([]);
  });

  it('replaces the whole cart, keeps the order of the lines, and empties', async () => {
    await cart(owner, 'PUT', {
      lines: [
        { productId: products.jitomate.id, quantity: '3' },
        { productId: products.cebolla.id, quantity: '5' },
      ],
    });
    expect((await cart(owner)).json().lines.map((line: { productName: string }) => line.productName)).toEqual([
      'Jitomate bola',
      'Cebolla blanca',
    ]);
    expect((await cart(owner, 'PUT', { lines: [] })).json()).toEqual({ lines: [], dropped: [] });
    expect(await savedRows(owner)).toEqual([]);
  });

  it('is the owner’s alone: another restaurant neither reads nor changes it; suppliers and strangers are refused', async () => {
    await cart(owner, 'PUT', { lines: [{ productId: products.cebolla.id, quantity: '5' }] });
    expect((await cart(intruder)).json()).toEqual({ lines: [], dropped: [] });
    expect(
      (await cart(intruder, 'PUT', { lines: [{ productId: products.jitomate.id, quantity: '1' }] })).statusCode,
    ).toBe(200);
    expect((await cart(intruder, 'PUT', { lines: [] })).statusCode).toBe(200);
    expect(await savedRows(owner)).toEqual([{ productId: products.cebolla.id, quantity: '5.000' }]);
    expect((await cart(supplier)).statusCode).toBe(403);
    expect((await cart(supplier, 'PUT', { lines: [] })).json().error.message).toBe(
      'Solo los restaurantes tienen carrito',
    );
    expect((await cart(null)).statusCode).toBe(401);
    expect((await cart(null, 'PUT', { lines: [] })).statusCode).toBe(401);
    expect(await savedRows(owner)).toEqual([{ productId: products.cebolla.id, quantity: '5.000' }]);
  });

  it.each([
    [
      'a zero quantity',
      () => ({ lines: [{ productId: products.jitomate.id, quantity: '0' }] }),
      'La cantidad debe ser mayor que 0',
    ],
    [
      'a negative quantity',
      () => ({ lines: [{ productId: products.jitomate.id, quantity: -2 }] }),
      'El valor no puede ser negativo',
    ],
    [
      'four decimals',
      () => ({ lines: [{ productId: products.jitomate.id, quantity: '1.0005' }] }),
      'Usa como máximo 3 decimales',
    ],
    [
      'text for a quantity',
      () => ({ lines: [{ productId: products.jitomate.id, quantity: 'diez' }] }),
      'Ingresa un número válido',
    ],
    ['a bad product id', () => ({ lines: [{ productId: 'abc', quantity: '1' }] }), 'Producto inválido'],
    [
      'a product twice',
      () => ({
        lines: [
          { productId: products.jitomate.id, quantity: '1' },
          { productId: products.jitomate.id, quantity: '2' },
        ],
      }),
      'Un producto aparece dos veces en el carrito',
    ],
    [
      'too many lines',
      () => ({ lines: Array.from({ length: 201 }, () => ({ productId: products.jitomate.id, quantity: '1' })) }),
      'El carrito admite hasta 200 productos',
    ],
    [
      'a withdrawn product',
      () => ({ lines: [{ productId: products.oculto.id, quantity: '1' }] }),
      'Uno de los productos ya no está disponible',
    ],
    [
      'a product that does not exist',
      () => ({ lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: '1' }] }),
      'Uno de los productos ya no está disponible',
    ],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_name, payload, message) => {
    await cart(owner, 'PUT', { lines: [{ productId: products.cebolla.id, quantity: '5' }] });
    const response = await cart(owner, 'PUT', payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await savedRows(owner)).toEqual([{ productId: products.cebolla.id, quantity: '5.000' }]);
  });

  it('refuses a body that is not a cart', async () => {
    for (const payload of [{}, { lines: 'todo' }, []]) {
      const response = await cart(owner, 'PUT', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/[a-záéíóúñ]/);
    }
  });
});

describe('the minimum rule, from cart to order', () => {
  it('keeps a line below the minimum in the cart, refuses to order it in readable words, then orders 10 kg', async () => {
    await cart(owner, 'PUT', {
      lines: [
        { productId: products.cebolla.id, quantity: '5' },
        { productId: products.huevo.id, quantity: '2' },
      ],
    });
    const before = await ctx.database.db.$count(purchaseOrders);
    const below = await order({ lines: [{ productId: products.cebolla.id, quantity: '5' }] });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toEqual({
      code: 'below_minimum',
      message: 'La cantidad mínima de Cebolla blanca es 10 kg',
    });
    const halfBox = await order({ lines: [{ productId: products.huevo.id, quantity: '2.5' }] });
    expect(halfBox.json().error.message).toBe('La cantidad de Huevo debe ser un número entero');
    expect(await ctx.database.db.$count(purchaseOrders)).toBe(before);
    expect(await savedRows(owner)).toHaveLength(2);

    const created = await order({ lines: [{ productId: products.cebolla.id, quantity: '10' }] });
    expect(created.statusCode).toBe(200);
    expect(created.json()[0].totalAmount).toBe('185.00');
    // What was ordered leaves the cart; the rest stays for later.
    expect((await cart(owner)).json().lines.map((line: { productName: string }) => line.productName)).toEqual([
      'Huevo',
    ]);
  });
});

describe('products that leave the marketplace', () => {
  it('drop out of the cart by name when withdrawn or deleted, and the next save forgets them', async () => {
    const albahaca = await createCatalogueProduct(ctx.app, supplier, { name: 'Albahaca', price: '12.00' });
    const epazote = await createCatalogueProduct(ctx.app, supplier, { name: 'Epazote', price: '9.00' });
    await cart(owner, 'PUT', {
      lines: [
        { productId: albahaca.id, quantity: '1' },
        { productId: epazote.id, quantity: '2' },
        { productId: products.jitomate.id, quantity: '1' },
      ],
    });
    const headers = { cookie: supplier.cookie };
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/products/${albahaca.id}`,
      headers,
      payload: {
        name: 'Albahaca',
        category: 'Verduras',
        price: '12',
        stockQuantity: '5',
        minOrderQuantity: '1',
        unit: 'kg',
        isAvailable: false,
      },
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/supplier/products/${epazote.id}`, headers });

    const read = (await cart(owner)).json();
    expect(read.dropped).toEqual(['Albahaca', 'Epazote']);
    expect(read.lines.map((line: { productName: string }) => line.productName)).toEqual(['Jitomate bola']);
    await cart(owner, 'PUT', { lines: [{ productId: products.jitomate.id, quantity: '1' }] });
    expect((await cart(owner)).json().dropped).toEqual([]);
  });
});
