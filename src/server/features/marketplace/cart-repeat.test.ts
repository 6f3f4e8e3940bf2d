import { describe, expect, it } from 'vitest';
import { createCatalogueProduct } from '../../test/suppliers';
import type { TestUser } from '../../test/users';
import { useCartWorld } from './test/cart-world';

/** 'Repetir pedido' of a marketplace order into the saved cart (decision 044). */
const { ctx, owner, intruder, supplier, products, cart, order, savedRows } = useCartWorld();

describe("'Repetir pedido'", () => {
  const repeat = (user: TestUser, orderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/marketplace/cart/repeat/${orderId}`,
      headers: { cookie: user.cookie },
    });

  it('puts a past order’s lines back in the cart beside what it holds, leaving out what is no longer offered', async () => {
    const papa = await createCatalogueProduct(ctx.app, supplier, {
      name: 'Papa blanca',
      price: '15.00',
      minOrderQuantity: '5',
    });
    const chile = await createCatalogueProduct(ctx.app, supplier, { name: 'Chile serrano', price: '40.00' });
    const [past] = (
      await order({
        lines: [
          { productId: papa.id, quantity: '7.5' },
          { productId: chile.id, quantity: '2' },
        ],
      })
    ).json();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/supplier/products/${chile.id}`,
      headers: { cookie: supplier.cookie },
    });
    await cart(owner, 'PUT', {
      lines: [
        { productId: products.jitomate.id, quantity: '1' },
        { productId: papa.id, quantity: '1' },
      ],
    });

    const response = await repeat(owner, past.id);
    expect(response.statusCode).toBe(200);
    const repeated = response.json();
    expect(
      repeated.lines.map((line: { productName: string; quantity: string }) => [line.productName, line.quantity]),
    ).toEqual([
      ['Jitomate bola', '1.000'],
      ['Papa blanca', '7.500'],
    ]);
    expect(repeated.dropped).toEqual(['Chile serrano']);
    expect((await cart(owner)).json()).toEqual({ lines: repeated.lines, dropped: [] });
  });

  it('is only for the owner’s own marketplace orders: others read as not found and change nothing', async () => {
    const [past] = (await order({ lines: [{ productId: products.jitomate.id, quantity: '4' }] })).json();
    await cart(owner, 'PUT', { lines: [] });
    const intruding = await repeat(intruder, past.id);
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json().error.message).toBe('Orden no encontrada');
    expect(await savedRows(intruder)).toEqual([]);
    expect((await repeat(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await repeat(owner, 'no-es-un-id')).json().error.message).toBe('Identificador inválido');
    expect((await repeat(supplier, past.id)).statusCode).toBe(403);
    expect(await savedRows(owner)).toEqual([]);
  });
});
