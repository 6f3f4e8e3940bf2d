import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  marketplaceProducts,
  notifications,
  priceAlerts,
  privateProducts,
  stockMovements,
} from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let onion: { id: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner', { businessName: 'Taquería El Güero' });
  supplier = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  onion = (
    await call('POST', '/api/products', owner, {
      name: 'Cebolla Blanca',
      currentPrice: '20',
      stockQuantity: '5',
      minStockQuantity: '10',
      unit: 'kg',
    })
  ).json();
});
afterAll(() => ctx.close());

const catalogueStock = async (id: string) =>
  (
    await ctx.database.db
      .select({ stock: marketplaceProducts.stockQuantity, reserved: marketplaceProducts.reservedQuantity })
      .from(marketplaceProducts)
      .where(eq(marketplaceProducts.id, id))
  )[0];
const ownProducts = () =>
  ctx.database.db
    .select({
      name: privateProducts.name,
      unit: privateProducts.unit,
      stock: privateProducts.stockQuantity,
      price: privateProducts.currentPrice,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, owner.id))
    .orderBy(privateProducts.name);

async function placeAndShip(lines: Array<{ productId: string; quantity: number }>) {
  const [order] = (await call('POST', '/api/marketplace/orders', owner, { lines })).json();
  const pending = (await call('GET', `/api/orders/${order.id}`, owner)).json();
  const early = await call('POST', `/api/orders/${order.id}/receive`, owner, {
    items: pending.items.map((item: { id: string }) => ({ itemId: item.id, receivedQuantity: '1', unitPrice: '1' })),
  });
  expect(early.statusCode).toBe(409);
  expect(early.json().error.message).toBe(
    'Una orden del marketplace se recibe cuando el proveedor la marca en camino o entregada',
  );
  for (const action of ['confirm', 'ship'])
    expect((await call('POST', `/api/supplier/orders/${order.id}/${action}`, supplier, {})).statusCode).toBe(200);
  return order as { id: string; orderNumber: string };
}

describe('receiving a marketplace order', () => {
  it('adds to the product of the same name or creates one, with movements, prices and alerts; delivers the supplier stock', async () => {
    const cebolla = await createCatalogueProduct(ctx.app, supplier, {
      name: 'cebolla blanca',
      price: '22.00',
      stockQuantity: '50',
    });
    const aceite = await createCatalogueProduct(ctx.app, supplier, {
      name: 'Aceite de oliva',
      price: '150.00',
      unit: 'litro',
      stockQuantity: '20',
    });
    const order = await placeAndShip([
      { productId: cebolla.id, quantity: 10 },
      { productId: aceite.id, quantity: 2 },
    ]);
    expect(await catalogueStock(cebolla.id)).toEqual({ stock: '50.000', reserved: '10.000' });

    // The detail says, before receiving, where each line goes and converts with that product's units.
    const detail = (await call('GET', `/api/orders/${order.id}`, owner)).json();
    expect(detail.status).toBe('en_camino');
    const [onionLine, oilLine] = detail.items;
    expect(onionLine.receiveInto).toEqual({ productId: onion.id, name: 'Cebolla Blanca' });
    expect(onionLine.product).toMatchObject({ unit: 'kg', currentPrice: '20.00' });
    expect(oilLine.receiveInto).toEqual({ productId: null, name: 'Aceite de oliva' });
    expect(oilLine.product).toMatchObject({ unit: 'lt', currentPrice: '150.00', packs: [] });

    const received = await call('POST', `/api/orders/${order.id}/receive`, owner, {
      items: [
        { itemId: onionLine.id, receivedQuantity: '9', unitPrice: '21' },
        { itemId: oilLine.id, receivedQuantity: '2', unitPrice: '150' },
      ],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'entregada', totalAmount: '520.00' });
    expect(received.json().receivedAt).not.toBeNull();
    expect(received.json().items.map((item: { receivedQuantity: string }) => item.receivedQuantity)).toEqual([
      '9.000',
      '2.000',
    ]);

    expect(await ownProducts()).toEqual([
      { name: 'Aceite de oliva', unit: 'lt', stock: '2.000', price: '150.00' },
      { name: 'Cebolla Blanca', unit: 'kg', stock: '14.000', price: '21.00' },
    ]);
    expect(await ctx.database.db.$count(stockMovements, eq(stockMovements.reference, order.id))).toBe(2);
    // One alert, for the onion's new price; the new product was created at the price paid.
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.userId, owner.id))).toBe(1);
    expect(await catalogueStock(cebolla.id)).toEqual({ stock: '40.000', reserved: '0.000' });
    expect(await catalogueStock(aceite.id)).toEqual({ stock: '18.000', reserved: '0.000' });
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplier.id), eq(notifications.title, 'Pedido recibido')));
    expect(notice.message).toBe(`Taquería El Güero recibió el pedido ${order.orderNumber} ($520.00)`);

    // Once only; the supplier can no longer deliver it again either.
    const again = await call('POST', `/api/orders/${order.id}/receive`, owner, {
      items: [
        { itemId: onionLine.id, receivedQuantity: '9', unitPrice: '21' },
        { itemId: oilLine.id, receivedQuantity: '2', unitPrice: '150' },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta orden ya fue recibida');
    expect((await call('POST', `/api/supplier/orders/${order.id}/deliver`, supplier, {})).statusCode).toBe(409);
  });

  it('receives an order the supplier already delivered without taking its stock twice; a line of which nothing came creates nothing', async () => {
    const chile = await createCatalogueProduct(ctx.app, supplier, { name: 'Chile serrano', stockQuantity: '10' });
    const ajo = await createCatalogueProduct(ctx.app, supplier, { name: 'Ajo morado', stockQuantity: '10' });
    const order = await placeAndShip([
      { productId: chile.id, quantity: 3 },
      { productId: ajo.id, quantity: 1 },
    ]);
    expect((await call('POST', `/api/supplier/orders/${order.id}/deliver`, supplier, {})).statusCode).toBe(200);
    expect(await catalogueStock(chile.id)).toEqual({ stock: '7.000', reserved: '0.000' });
    const [chileLine, ajoLine] = (await call('GET', `/api/orders/${order.id}`, owner)).json().items;
    const response = await call('POST', `/api/orders/${order.id}/receive`, owner, {
      items: [
        { itemId: chileLine.id, receivedQuantity: '3.5', unitPrice: '26.50' },
        { itemId: ajoLine.id, receivedQuantity: '0', unitPrice: '26.50' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('entregada');
    expect(await catalogueStock(chile.id)).toEqual({ stock: '7.000', reserved: '0.000' });
    const names = (await ownProducts()).map((product) => product.name);
    expect(names).toContain('Chile serrano');
    expect(names).not.toContain('Ajo morado');
  });
});
