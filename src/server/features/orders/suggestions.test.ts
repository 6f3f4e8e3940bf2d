import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const post = async (user: TestUser, path: string, body: Record<string, unknown>) => {
  const response = await request('POST', path, user.cookie, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const suggested = async (user: TestUser, query = '') => {
  const response = await request('GET', `/api/orders/suggested${query}`, user.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ordersOf = (user: TestUser) => ctx.database.db.$count(purchaseOrders, eq(purchaseOrders.userId, user.id));

let central: { id: string };
let lacteos: { id: string };
let jitomate: { id: string };
let crema: { id: string };

beforeAll(async () => {
  central = await post(owner, '/api/contacts', { name: 'Central de Abasto', whatsappNumber: '55 1234 5678' });
  lacteos = await post(owner, '/api/contacts', { name: 'Lácteos del Valle' });
  jitomate = await post(owner, '/api/products', {
    ...productBody({ name: 'Jitomate saladet', currentPrice: '18', stockQuantity: '60', minStockQuantity: '20' }),
    supplierId: central.id,
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  crema = await post(owner, '/api/products', {
    ...productBody({ name: 'Crema', currentPrice: '30', stockQuantity: '3', minStockQuantity: '10', unit: 'lt' }),
    supplierId: lacteos.id,
  });
  await post(owner, '/api/products', {
    ...productBody({ name: 'Sal', stockQuantity: '5', minStockQuantity: '1' }),
    supplierId: central.id,
  });
  await post(owner, '/api/products', productBody({ name: 'Cilantro', stockQuantity: '2', minStockQuantity: '10' }));
  // 56 kg used in the last four weeks (2 kg a day), and 5 kg already on a pending order.
  await post(owner, '/api/waste', { productId: jitomate.id, quantity: '56', reason: 'caducado' });
  await post(owner, '/api/orders', { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 5 }] });
  // Use older than four weeks does not count.
  await ctx.database.db.insert(stockMovements).values({
    productId: crema.id,
    userId: owner.id,
    delta: '-100',
    resultingStock: '3',
    reason: 'waste',
    createdAt: new Date(Date.now() - 35 * 24 * 60 * 60 * 1000),
  });
});

describe('pedido sugerido', () => {
  it('orders minimum + use until the delivery − stock − on order, in whole packs, grouped by supplier', async () => {
    const suggestion = await suggested(owner);
    expect(suggestion.days).toBe(7);
    expect(suggestion.suppliers.map((supplier: { supplierName: string }) => supplier.supplierName)).toEqual([
      'Central de Abasto',
      'Lácteos del Valle',
    ]);
    const [centralGroup, lacteosGroup] = suggestion.suppliers;
    expect(centralGroup).toMatchObject({
      kind: 'contact',
      supplierId: central.id,
      whatsappNumber: '55 1234 5678',
      total: '450.00',
    });
    // 20 + 2 × 7 − 4 − 5 = 25 kg → 1 caja of 25 kg at $18.00 el kg.
    expect(centralGroup.lines).toEqual([
      expect.objectContaining({
        productName: 'Jitomate saladet',
        stock: '4.000',
        onOrder: '5.000',
        dailyUse: '2.000',
        short: '25.000',
        quantity: '1',
        unit: 'Caja',
        baseQuantity: '25.000',
        lineTotal: '450.00',
      }),
    ]);
    // 10 − 3 = 7 l: no recent use, no pack.
    expect(lacteosGroup.lines).toEqual([
      expect.objectContaining({
        productName: 'Crema',
        dailyUse: '0.000',
        quantity: '7',
        unit: null,
        lineTotal: '210.00',
      }),
    ]);
    expect(suggestion.withoutSupplier).toEqual([
      { productId: expect.any(String), productName: 'Cilantro', short: '8.000', baseUnit: 'kg', problem: null },
    ]);
  });

  it('looks further ahead with more days until the delivery, and refuses days out of range', async () => {
    // 20 + 2 × 14 − 4 − 5 = 39 kg → 2 cajas.
    const suggestion = await suggested(owner, '?days=14');
    expect(suggestion.suppliers[0].lines[0]).toMatchObject({ quantity: '2', baseQuantity: '50.000' });
    for (const days of ['0', '61', '1.5', 'siete']) {
      const response = await request('GET', `/api/orders/suggested?days=${days}`, owner.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('entre 1 y 60');
    }
  });

  it('is the owner’s: another restaurant gets its own (empty) suggestion', async () => {
    expect(await suggested(stranger)).toEqual({ days: 7, suppliers: [], withoutSupplier: [] });
  });

  it('creates every supplier’s order in one transaction, or none when one is wrong', async () => {
    const before = await ordersOf(owner);
    const strangers = await post(stranger, '/api/products', productBody({ name: 'Ajeno' }));
    const refused = await request('POST', '/api/orders/suggested', owner.cookie, {
      orders: [
        { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 1, unit: 'Caja' }] },
        { supplierId: lacteos.id, items: [{ productId: strangers.id, quantity: 7 }] },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(await ordersOf(owner)).toBe(before);
    const twice = await request('POST', '/api/orders/suggested', owner.cookie, {
      orders: [
        { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 1 }] },
        { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 1 }] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('Cada proveedor puede aparecer una sola vez');

    const created = await post(owner, '/api/orders/suggested', {
      orders: [
        { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 1, unit: 'Caja' }] },
        { supplierId: lacteos.id, items: [{ productId: crema.id, quantity: 7 }] },
      ],
    });
    expect(
      created.orders.map((order: { supplierName: string; totalAmount: string }) => [
        order.supplierName,
        order.totalAmount,
      ]),
    ).toEqual([
      ['Central de Abasto', '450.00'],
      ['Lácteos del Valle', '210.00'],
    ]);
    expect(new Set(created.orders.map((order: { orderNumber: string }) => order.orderNumber)).size).toBe(2);
    expect(await ordersOf(owner)).toBe(before + 2);

    // What is now on order covers both: nothing left to suggest from these suppliers.
    const after = await suggested(owner);
    expect(after.suppliers).toEqual([]);
  });
});
