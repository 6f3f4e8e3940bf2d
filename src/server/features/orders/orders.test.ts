import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NUMBER_MESSAGES } from '@common/fields';
import { orderItems, priceAlerts, privateProducts, purchaseOrders, stockMovements } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;
let intruder: TestUser;
let contact: { id: string };
let tomato: { id: string };
let onion: { id: string };
let foreignProduct: { id: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const create = async (user: TestUser, url: string, payload: object) => (await call('POST', url, user, payload)).json();

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  intruder = await signUpWithRole(ctx.app, 'restaurant_owner');
  contact = await create(owner, '/api/contacts', { name: 'Verduras Lupita', whatsappNumber: '55 1234 5678' });
  tomato = await create(owner, '/api/products', {
    name: 'Tomate',
    currentPrice: '0.10',
    stockQuantity: '5',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  onion = await create(owner, '/api/products', {
    name: 'Cebolla',
    currentPrice: '0.20',
    stockQuantity: '2',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  foreignProduct = await create(intruder, '/api/products', {
    name: 'Ajeno',
    currentPrice: '1',
    stockQuantity: '1',
    minStockQuantity: '1',
    unit: 'kg',
  });
});
afterAll(() => ctx.close());

const order = (items: Array<{ productId: string; quantity: number }>, user = owner, supplierId = contact.id) =>
  call('POST', '/api/orders', user, { supplierId, items, notes: 'Antes de las 9' });
const stockOf = async (id: string) =>
  (await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, id)))[0];

describe('creating orders', () => {
  it('creates the order and its items with exact totals, the ORD- number and status pendiente', async () => {
    const response = await order([
      { productId: tomato.id, quantity: 3 },
      { productId: onion.id, quantity: 1 },
      { productId: onion.id, quantity: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      totalAmount: '0.50',
      status: 'pendiente',
      orderType: 'direct',
      supplierName: 'Verduras Lupita',
      supplierWhatsapp: '55 1234 5678',
      itemCount: 2,
      notes: 'Antes de las 9',
    });
    expect(created.orderNumber).toMatch(/^ORD-\d{13}$/);
    expect(
      created.items.map((item: { productName: string; totalPrice: string }) => [item.productName, item.totalPrice]),
    ).toEqual([
      ['Tomate', '0.30'],
      ['Cebolla', '0.20'],
    ]);
    // The answer is built from the inserts, not read back: it must be exactly what reading it gives.
    expect((await call('GET', `/api/orders/${created.id}`, owner)).json()).toEqual(created);
  });

  it('lists orders newest first with supplier and item count', async () => {
    await order([{ productId: tomato.id, quantity: 1 }]);
    const list = (await call('GET', '/api/orders', owner)).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(new Date(list[0].orderDate) >= new Date(list[1].orderDate)).toBe(true);
    expect(list[0]).toMatchObject({ supplierName: 'Verduras Lupita', itemCount: 1 });
  });

  it('gives every order its own number, even in the same millisecond', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => order([{ productId: tomato.id, quantity: 1 }])),
    );
    const numbers = responses.map((response) => response.json().orderNumber);
    expect(new Set(numbers).size).toBe(5);
  });

  it.each([
    [{ items: [{ quantity: 1 }] }, 'Selecciona un proveedor'],
    [{ supplierId: 'x', items: [] }, 'Selecciona un proveedor'],
  ])('requires a supplier (%j)', async (payload, message) => {
    const response = await call('POST', '/api/orders', owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('requires at least one product with a positive quantity and creates nothing otherwise', async () => {
    const before = await ctx.database.db.$count(purchaseOrders);
    for (const items of [[], [{ productId: tomato.id, quantity: 0 }]]) {
      const response = await order(items);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Agrega al menos un producto a la orden');
    }
    const foreign = await order([{ productId: foreignProduct.id, quantity: 1 }]);
    expect(foreign.statusCode).toBe(400);
    const foreignContact = await order([{ productId: tomato.id, quantity: 1 }], intruder);
    expect(foreignContact.statusCode).toBe(400);
    expect(await ctx.database.db.$count(purchaseOrders)).toBe(before);
  });

  it('refuses a negative quantity instead of dropping the line, and creates nothing', async () => {
    const before = await ctx.database.db.$count(purchaseOrders);
    const response = await order([
      { productId: tomato.id, quantity: 2 },
      { productId: onion.id, quantity: -3 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(NUMBER_MESSAGES.negative);
    expect(await ctx.database.db.$count(purchaseOrders)).toBe(before);
  });
});

describe('receiving, cancelling and deleting', () => {
  it('receives in one transaction: stock, movements, the price alert and completada', async () => {
    const created = (
      await order([
        { productId: tomato.id, quantity: 10 },
        { productId: onion.id, quantity: 4 },
      ])
    ).json();
    const [tomatoLine, onionLine] = created.items;
    const tomatoBefore = Number((await stockOf(tomato.id)).stockQuantity);
    const response = await call('POST', `/api/orders/${created.id}/receive`, owner, {
      items: [
        { itemId: tomatoLine.id, receivedQuantity: '9.5', unitPrice: '0.12' },
        { itemId: onionLine.id, receivedQuantity: '4', unitPrice: '0.20' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completada', totalAmount: '1.94' });
    const tomatoAfter = await stockOf(tomato.id);
    expect(Number(tomatoAfter.stockQuantity)).toBe(tomatoBefore + 9.5);
    expect(tomatoAfter.currentPrice).toBe('0.12');
    const movements = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.reference, created.id), eq(stockMovements.reason, 'receiving')));
    expect(movements).toHaveLength(2);
    const alerts = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, tomato.id));
    expect(alerts.map((alert) => [alert.oldPrice, alert.newPrice, alert.priceChangePercent])).toContainEqual([
      '0.10',
      '0.12',
      '20.00',
    ]);
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.productId, onion.id))).toBe(0);

    const again = await call('POST', `/api/orders/${created.id}/receive`, owner, {
      items: [{ itemId: tomatoLine.id, receivedQuantity: '1', unitPrice: '0.12' }],
    });
    expect(again.statusCode).toBe(409);
    expect(Number((await stockOf(tomato.id)).stockQuantity)).toBe(tomatoBefore + 9.5);
  });

  it('refuses items of another order, a missing or repeated line, bad numbers, and changes nothing', async () => {
    const first = (
      await order([
        { productId: tomato.id, quantity: 1 },
        { productId: onion.id, quantity: 2 },
      ])
    ).json();
    const second = (await order([{ productId: onion.id, quantity: 1 }])).json();
    const [tomatoLine, onionLine] = first.items;
    const before = [await stockOf(tomato.id), await stockOf(onion.id)];
    const line = (itemId: string, receivedQuantity = '1', unitPrice = '5') => ({ itemId, receivedQuantity, unitPrice });
    for (const [items, message] of [
      [[line(tomatoLine.id), line(second.items[0].id)], 'Las partidas no corresponden a esta orden'],
      [[line(tomatoLine.id)], 'Las partidas no corresponden a esta orden'],
      [[line(tomatoLine.id), line(tomatoLine.id)], 'Las partidas no corresponden a esta orden'],
      [[], 'Las partidas no corresponden a esta orden'],
      [[line(tomatoLine.id, '-1'), line(onionLine.id)], NUMBER_MESSAGES.negative],
      [[line(tomatoLine.id, '99999999999'), line(onionLine.id)], NUMBER_MESSAGES.tooLarge('9,999,999,999')],
      [[line(tomatoLine.id, '1.2345'), line(onionLine.id)], NUMBER_MESSAGES.tooManyDecimals(3)],
      [[line(tomatoLine.id, '1', 'abc'), line(onionLine.id)], NUMBER_MESSAGES.invalid],
    ] as const) {
      const response = await call('POST', `/api/orders/${first.id}/receive`, owner, { items });
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      expect(response.json().error.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await call('GET', `/api/orders/${first.id}`, owner)).json()).toMatchObject({
      status: 'pendiente',
      items: [{ receivedQuantity: null }, { receivedQuantity: null }],
    });
    expect([await stockOf(tomato.id), await stockOf(onion.id)]).toEqual(before);
    expect(await ctx.database.db.$count(stockMovements, eq(stockMovements.reference, first.id))).toBe(0);
  });

  it('a line of which nothing arrived changes neither stock nor price', async () => {
    const created = (
      await order([
        { productId: tomato.id, quantity: 2 },
        { productId: onion.id, quantity: 3 },
      ])
    ).json();
    const [tomatoLine, onionLine] = created.items;
    const onionBefore = await stockOf(onion.id);
    const alertsBefore = await ctx.database.db.$count(priceAlerts, eq(priceAlerts.productId, onion.id));
    const response = await call('POST', `/api/orders/${created.id}/receive`, owner, {
      items: [
        { itemId: tomatoLine.id, receivedQuantity: '2', unitPrice: tomatoLine.unitPrice },
        { itemId: onionLine.id, receivedQuantity: '0', unitPrice: '9.99' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { receivedQuantity: string }) => item.receivedQuantity)).toEqual([
      '2.000',
      '0.000',
    ]);
    expect(await stockOf(onion.id)).toEqual(onionBefore);
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.productId, onion.id))).toBe(alertsBefore);
    expect(await ctx.database.db.$count(stockMovements, eq(stockMovements.reference, created.id))).toBe(1);
  });

  it('cancels only pending orders', async () => {
    const created = (await order([{ productId: tomato.id, quantity: 1 }])).json();
    const reason = { reason: 'El proveedor no surte esta semana' };
    expect((await call('POST', `/api/orders/${created.id}/cancel`, owner, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/orders/${created.id}/cancel`, owner, reason)).json()).toMatchObject({
      status: 'cancelada',
      cancelReason: 'El proveedor no surte esta semana',
      cancelledBy: 'restaurante',
    });
    expect((await call('POST', `/api/orders/${created.id}/cancel`, owner, reason)).statusCode).toBe(409);
  });

  it('deletes the order with its items, for its owner only', async () => {
    const created = (await order([{ productId: tomato.id, quantity: 1 }])).json();
    for (const [method, url] of [
      ['GET', `/api/orders/${created.id}`],
      ['DELETE', `/api/orders/${created.id}`],
      ['POST', `/api/orders/${created.id}/cancel`],
    ] as const) {
      expect((await call(method, url, intruder, method === 'POST' ? { reason: 'x' } : undefined)).statusCode).toBe(404);
    }
    expect(
      (
        await call('POST', `/api/orders/${created.id}/receive`, intruder, {
          items: [{ itemId: created.items[0].id, receivedQuantity: '1', unitPrice: '1' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/orders', intruder)).json()).toEqual([]);
    expect((await call('DELETE', `/api/orders/${created.id}`, owner)).statusCode).toBe(200);
    expect(await ctx.database.db.$count(orderItems, eq(orderItems.orderId, created.id))).toBe(0);
    expect((await call('GET', `/api/orders/${created.id}`, owner)).statusCode).toBe(404);
  });
});
