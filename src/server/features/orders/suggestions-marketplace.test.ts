import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, privateProducts, purchaseOrders } from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

/* "Pedido sugerido" with marketplace suppliers (decision 052). */

const { ctx, request, owner, stranger } = useRestaurantApp();

const ok = async (user: TestUser, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) => {
  const response = await request(method, path, user.cookie, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const suggested = (user: TestUser) => ok(user, 'GET', '/api/orders/suggested');
const ordersOf = (user: TestUser) => ctx.database.db.$count(purchaseOrders, eq(purchaseOrders.userId, user.id));

let supplier: Awaited<ReturnType<typeof createSupplier>>;
let central: { id: string };
const own: Record<string, { id: string }> = {};
const catalogue: Record<string, { id: string }> = {};

/** A catalogue product, the owner's product of the same name, and what to order of it once. */
const items = [
  // Kept in kg with a «Caja» of 10 kg; sold by the caja, at least 2.
  { key: 'aguacate', name: 'Aguacate Hass', unit: 'caja', price: '450.00', min: '2', order: 2, minimum: '45' },
  // Sold by the pound: kg → lb.
  { key: 'limon', name: 'Limón con semilla', unit: 'lb', price: '15.00', min: '1', order: 1, minimum: '10' },
  // Sold by the kg, at least 15 kg.
  { key: 'cebolla', name: 'Cebolla blanca', unit: 'kg', price: '20.00', min: '15', order: 15, minimum: '20' },
  // Withdrawn from the marketplace afterwards.
  { key: 'serrano', name: 'Chile serrano', unit: 'kg', price: '40.00', min: '1', order: 1, minimum: '10' },
  // Sold by the caja of 20 kg; the product loses its «Caja» afterwards, so it no longer converts.
  { key: 'papa', name: 'Papa blanca', unit: 'caja', price: '300.00', min: '1', order: 1, minimum: '30' },
  // Also has an own contact: the contact wins.
  { key: 'jitomate', name: 'Jitomate saladet', unit: 'kg', price: '25.00', min: '1', order: 1, minimum: '10' },
] as const;
const packs: Record<string, Array<{ name: string; quantity: string; unit: string }>> = {
  aguacate: [{ name: 'Caja', quantity: '10', unit: 'kg' }],
  papa: [{ name: 'Caja', quantity: '20', unit: 'kg' }],
};

beforeAll(async () => {
  supplier = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  central = await ok(owner, 'POST', '/api/contacts', { name: 'Central de Abasto' });
  for (const item of items) {
    catalogue[item.key] = await createCatalogueProduct(ctx.app, supplier, {
      name: item.name,
      unit: item.unit,
      price: item.price,
      minOrderQuantity: item.min,
      stockQuantity: '500',
    });
    own[item.key] = await ok(owner, 'POST', '/api/products', {
      ...productBody({ name: item.name, currentPrice: item.price, stockQuantity: '0', minStockQuantity: item.minimum }),
      packs: packs[item.key] ?? [],
    });
  }
  // Received once from the marketplace: each line is tied to the product of the same name (decision 043).
  const [order] = await ok(owner, 'POST', '/api/marketplace/orders', {
    lines: items.map((item) => ({ productId: catalogue[item.key].id, quantity: item.order })),
  });
  for (const action of ['confirm', 'ship'])
    expect((await request('POST', `/api/supplier/orders/${order.id}/${action}`, supplier.cookie, {})).statusCode).toBe(
      200,
    );
  const detail = await ok(owner, 'GET', `/api/orders/${order.id}`);
  await ok(owner, 'POST', `/api/orders/${order.id}/receive`, {
    items: detail.items.map((line: { id: string; quantity: string; unitPrice: string }) => ({
      itemId: line.id,
      receivedQuantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  });
  // Jitomate now also has an own contact; papa loses its «Caja».
  await ok(owner, 'PUT', `/api/products/${own.jitomate.id}`, {
    ...productBody({ name: 'Jitomate saladet', currentPrice: '25.00', stockQuantity: '1', minStockQuantity: '10' }),
    supplierId: central.id,
  });
  await ok(owner, 'PUT', `/api/products/${own.papa.id}`, {
    ...productBody({ name: 'Papa blanca', currentPrice: '15.00', stockQuantity: '20', minStockQuantity: '30' }),
    packs: [],
  });
  // Chile serrano leaves the marketplace.
  await ok(supplier, 'PUT', `/api/supplier/products/${catalogue.serrano.id}`, {
    name: 'Chile serrano',
    category: 'Verduras',
    price: '40.00',
    stockQuantity: '499',
    minOrderQuantity: '1',
    unit: 'kg',
    isAvailable: false,
  });
  // The stranger keeps an «Aguacate Hass» too, but never received it from the marketplace.
  await ok(stranger, 'POST', '/api/products', productBody({ name: 'Aguacate Hass', stockQuantity: '0' }));
});

describe('pedido sugerido with marketplace suppliers', () => {
  it('suggests under the marketplace supplier in its unit, rounded up and to its minimum, at its price', async () => {
    const suggestion = await suggested(owner);
    expect(
      suggestion.suppliers.map((group: { kind: string; supplierName: string }) => [group.kind, group.supplierName]),
    ).toEqual([
      ['contact', 'Central de Abasto'],
      ['marketplace', 'Frescos del Valle'],
    ]);
    const [contact, market] = suggestion.suppliers;
    // The contact wins: jitomate (1 kg received, minimum 10) is ordered from Central de Abasto.
    expect(contact.lines.map((line: { productName: string }) => line.productName)).toEqual(['Jitomate saladet']);
    expect(market).toMatchObject({ supplierId: supplier.companyId, total: '1980.00' });
    expect(market.lines).toEqual([
      // 45 − 20 kg = 25 kg = 2.5 cajas of 10 kg → 3 cajas (30 kg) × $450.
      expect.objectContaining({
        productId: own.aguacate.id,
        marketplaceProductId: catalogue.aguacate.id,
        catalogueName: 'Aguacate Hass',
        stock: '20.000',
        short: '25.000',
        quantity: '3',
        unit: 'caja',
        minOrderQuantity: '2.000',
        baseQuantity: '30.000',
        price: '450.00',
        lineTotal: '1350.00',
      }),
      // 20 − 15 kg = 5 kg, below the minimum of 15 kg → 15 kg × $20.
      expect.objectContaining({
        productName: 'Cebolla blanca',
        short: '5.000',
        quantity: '15',
        unit: 'kg',
        minOrderQuantity: '15.000',
        baseQuantity: '15.000',
        lineTotal: '300.00',
      }),
      // 1 lb received = 0.454 kg; 10 − 0.454 = 9.546 kg = 21.045… lb → 22 lb (9.979 kg) × $15.
      expect.objectContaining({
        productName: 'Limón con semilla',
        stock: '0.454',
        short: '9.546',
        quantity: '22',
        unit: 'lb',
        baseQuantity: '9.979',
        price: '15.00',
        lineTotal: '330.00',
      }),
    ]);
    // Withdrawn: back to "sin proveedor". No «Caja» to convert to: the unit model's message says what to add.
    expect(suggestion.withoutSupplier).toEqual([
      { productId: own.serrano.id, productName: 'Chile serrano', short: '9.000', baseUnit: 'kg', problem: null },
      {
        productId: own.papa.id,
        productName: 'Papa blanca',
        short: '10.000',
        baseUnit: 'kg',
        problem: expect.stringMatching(/^No se puede convertir .* en «Papa blanca»: agrega una presentación de compra/),
      },
    ]);
  });

  it('never uses another restaurant’s marketplace history', async () => {
    expect(await suggested(stranger)).toEqual({
      days: 7,
      suppliers: [],
      withoutSupplier: [
        { productId: expect.any(String), productName: 'Aguacate Hass', short: '10.000', baseUnit: 'kg', problem: null },
      ],
    });
  });

  it('creates contact and marketplace orders in one transaction, or none when one line is wrong', async () => {
    const before = await ordersOf(owner);
    const contactOrder = { supplierId: central.id, items: [{ productId: own.jitomate.id, quantity: 9 }] };
    const line = (key: string, quantity: string) => ({
      productId: own[key].id,
      marketplaceProductId: catalogue[key].id,
      quantity,
    });
    // Below the supplier's minimum: the marketplace's own rule refuses, and the contact order is not created either.
    const belowMinimum = await request('POST', '/api/orders/suggested', owner.cookie, {
      orders: [contactOrder],
      marketplaceLines: [line('aguacate', '3'), line('cebolla', '5')],
    });
    expect(belowMinimum.statusCode).toBe(400);
    expect(belowMinimum.json().error.message).toBe('La cantidad mínima de Cebolla blanca es 15 kg');
    // A withdrawn catalogue product.
    const withdrawn = await request('POST', '/api/orders/suggested', owner.cookie, {
      orders: [contactOrder],
      marketplaceLines: [line('serrano', '9')],
    });
    expect(withdrawn.statusCode).toBe(400);
    // Another restaurant's product cannot be what a line is for.
    const strangers = await ok(stranger, 'POST', '/api/products', productBody({ name: 'Ajeno' }));
    const foreign = await request('POST', '/api/orders/suggested', owner.cookie, {
      marketplaceLines: [{ ...line('aguacate', '3'), productId: strangers.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(await ordersOf(owner)).toBe(before);
    const empty = await request('POST', '/api/orders/suggested', owner.cookie, { orders: [], marketplaceLines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Incluye al menos una orden');

    const created = await ok(owner, 'POST', '/api/orders/suggested', {
      orders: [contactOrder],
      marketplaceLines: [line('aguacate', '3'), line('cebolla', '15'), line('limon', '22')],
    });
    expect(
      created.orders.map((order: { orderType: string; supplierName: string; totalAmount: string }) => [
        order.orderType,
        order.supplierName,
        order.totalAmount,
      ]),
    ).toEqual([
      ['direct', 'Central de Abasto', '225.00'],
      ['marketplace', 'Frescos del Valle', '1980.00'],
    ]);
    expect(await ordersOf(owner)).toBe(before + 2);
    const marketplaceOrder = created.orders[1];

    // The supplier sees it in its inbox and was notified.
    const inbox = await ok(supplier, 'GET', '/api/supplier/orders');
    expect(inbox.map((order: { id: string }) => order.id)).toContain(marketplaceOrder.id);
    const [notified] = await ctx.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, supplier.id), eq(notifications.title, 'Nuevo pedido')))
      .orderBy(notifications.createdAt)
      .offset(1);
    expect(notified.message).toContain(marketplaceOrder.orderNumber);

    // Each line is tied to the product it was suggested for, so what is on its way counts as on order.
    const tied = await ctx.database.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, marketplaceOrder.id))
      .orderBy(orderItems.position);
    expect(tied.map((row) => row.productId)).toEqual([own.aguacate.id, own.cebolla.id, own.limon.id]);
    // The detail says beforehand where receiving puts each line, and converts with that product's units.
    const detail = await ok(owner, 'GET', `/api/orders/${marketplaceOrder.id}`);
    expect(detail.items[0]).toMatchObject({
      receiveInto: { productId: own.aguacate.id, name: 'Aguacate Hass' },
      product: { unit: 'kg', packs: [{ name: 'Caja', quantity: '10.000', unit: 'kg' }] },
    });
    expect(await suggested(owner)).toMatchObject({ suppliers: [] });

    // Received, each line goes into its product, converted with its units: 3 cajas of 10 kg → 20 + 30 kg.
    for (const action of ['confirm', 'ship'])
      await ok(supplier, 'POST', `/api/supplier/orders/${marketplaceOrder.id}/${action}`, {});
    await ok(owner, 'POST', `/api/orders/${marketplaceOrder.id}/receive`, {
      items: detail.items.map((item: { id: string; quantity: string; unitPrice: string }) => ({
        itemId: item.id,
        receivedQuantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
    });
    const stocks = await ctx.database.db
      .select({ name: privateProducts.name, stock: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(inArray(privateProducts.id, [own.aguacate.id, own.cebolla.id, own.limon.id]))
      .orderBy(privateProducts.name);
    expect(stocks).toEqual([
      { name: 'Aguacate Hass', stock: '50.000' },
      { name: 'Cebolla blanca', stock: '30.000' },
      { name: 'Limón con semilla', stock: '10.433' },
    ]);
    const after = await suggested(owner);
    expect(after.suppliers).toEqual([]);
    expect(after.withoutSupplier.map((item: { productName: string }) => item.productName)).toEqual([
      'Chile serrano',
      'Papa blanca',
    ]);
  });
});
