import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { marketplaceProducts, purchaseOrders, supplierCompanies } from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { NUMBER_MESSAGES } from '@common/fields';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

describe('supplier company', () => {
  it('validates with the spec messages and allows exactly one company per user', async () => {
    const supplier = await signUpWithRole(ctx.app, 'supplier_vendor');
    const bad = await call('POST', '/api/supplier/company', supplier, { companyName: '', phone: '', address: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      companyName: 'El nombre de la empresa es requerido',
      phone: 'El teléfono es requerido',
      address: 'La dirección es requerida',
    });
    const payload = {
      companyName: 'Lácteos Ramírez',
      phone: '3312345678',
      address: 'Guadalajara',
      taxId: 'LRA010101AAA',
    };
    expect((await call('POST', '/api/supplier/company', supplier, payload)).statusCode).toBe(200);
    expect((await call('POST', '/api/supplier/company', supplier, payload)).statusCode).toBe(409);
    expect(await ctx.database.db.$count(supplierCompanies, eq(supplierCompanies.userId, supplier.id))).toBe(1);
    expect((await call('GET', '/api/supplier/company', supplier)).json().company.companyName).toBe('Lácteos Ramírez');
  });

  it('refuses a company to restaurant owners', async () => {
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect(
      (await call('POST', '/api/supplier/company', owner, { companyName: 'X', phone: '1', address: 'Y' })).statusCode,
    ).toBe(403);
  });
});

describe('catalogue', () => {
  it('answers 402 without an active subscription and changes nothing', async () => {
    const supplier = await createSupplier(ctx.app, { subscribed: false });
    const created = await call('POST', '/api/supplier/products', supplier, {
      name: 'Queso',
      category: 'Lácteos',
      price: '90',
      stockQuantity: '5',
      minOrderQuantity: '1',
    });
    expect(created.statusCode).toBe(402);
    expect(created.json().error.message).toBe('Necesitas una suscripción activa para administrar tu catálogo');
    expect((await call('GET', '/api/supplier/products', supplier)).statusCode).toBe(402);
    expect(
      await ctx.database.db.$count(marketplaceProducts, eq(marketplaceProducts.supplierCompanyId, supplier.companyId)),
    ).toBe(0);
  });

  it('creates with defaults, updates and deletes only its own products', async () => {
    const supplier = await createSupplier(ctx.app);
    const other = await createSupplier(ctx.app, { companyName: 'Otra Empresa' });
    const created = await call('POST', '/api/supplier/products', supplier, {
      name: 'Crema',
      category: 'Lácteos',
      price: '45.5',
      stockQuantity: '20',
      minOrderQuantity: '1',
    });
    expect(created.json()).toMatchObject({
      unit: 'unidad',
      minOrderQuantity: '1.000',
      price: '45.50',
      isAvailable: true,
    });
    const id = created.json().id;
    const update = {
      name: 'Crema ácida',
      category: 'Lácteos',
      price: '48',
      unit: 'litro',
      stockQuantity: '10',
      minOrderQuantity: '2',
    };
    expect((await call('PUT', `/api/supplier/products/${id}`, other, update)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/supplier/products/${id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/supplier/products/${id}`, supplier, update)).json()).toMatchObject({
      name: 'Crema ácida',
      unit: 'litro',
    });
    expect((await call('GET', '/api/supplier/products', other)).json()).toEqual([]);
    expect((await call('DELETE', `/api/supplier/products/${id}`, supplier)).statusCode).toBe(200);
    expect((await call('GET', '/api/supplier/products', supplier)).json()).toEqual([]);
  });

  it('rejects bad products with Spanish messages', async () => {
    const supplier = await createSupplier(ctx.app);
    const response = await call('POST', '/api/supplier/products', supplier, {
      name: ' ',
      category: '',
      price: '-1',
      unit: 'tonelada',
      stockQuantity: 'x',
      minOrderQuantity: '0',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'El nombre es requerido',
      category: 'La categoría es requerida',
      unit: 'Unidad inválida',
      price: NUMBER_MESSAGES.negative,
      stockQuantity: NUMBER_MESSAGES.invalid,
    });
  });

  it('keeps restaurants away from the catalogue, and answers No company found to a supplier without one', async () => {
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner');
    const before = await ctx.database.db.$count(marketplaceProducts);
    const response = await call('POST', '/api/supplier/products', owner, {
      name: 'X',
      category: 'Y',
      price: '1',
      stockQuantity: '1',
      minOrderQuantity: '1',
    });
    expect(response.statusCode).toBe(403);
    expect(await ctx.database.db.$count(marketplaceProducts)).toBe(before);
    const companyless = await signUpWithRole(ctx.app, 'supplier_vendor');
    const inbox = await call('GET', '/api/supplier/orders', companyless);
    expect(inbox.statusCode).toBe(404);
    expect(inbox.json().error.message).toBe('No company found');
  });
});

/** Confirm, en camino and entregada: the supplier's whole way to a delivered order (decision 043). */
async function deliver(supplier: TestUser, orderId: string) {
  for (const action of ['confirm', 'ship', 'deliver'])
    expect((await call('POST', `/api/supplier/orders/${orderId}/${action}`, supplier, {})).statusCode).toBe(200);
}

describe('order inbox and stats', () => {
  it('lists orders addressed to the company, delivers them once and notifies the restaurant', async () => {
    const supplier = await createSupplier(ctx.app);
    const product = await createCatalogueProduct(ctx.app, supplier, { price: '10.00' });
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner', { businessName: 'Fonda Doña Mary' });
    const [order] = (
      await call('POST', '/api/marketplace/orders', owner, { lines: [{ productId: product.id, quantity: 3 }] })
    ).json();

    const inbox = (await call('GET', '/api/supplier/orders', supplier)).json();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      restaurantName: 'Fonda Doña Mary',
      totalAmount: '30.00',
      status: 'pendiente',
      items: [{ productName: 'Jitomate bola', quantity: '3.000' }],
    });
    expect((await call('GET', '/api/supplier/stats', supplier)).json()).toMatchObject({
      productCount: 1,
      pendingOrderCount: 1,
      salesThisMonth: '0.00',
    });

    const stranger = await createSupplier(ctx.app, { companyName: 'Ajena' });
    expect((await call('POST', `/api/supplier/orders/${order.id}/confirm`, stranger, {})).statusCode).toBe(404);
    await deliver(supplier, order.id);
    expect(
      (await call('POST', `/api/supplier/orders/${order.id}/cancel`, supplier, { reason: 'Tarde' })).statusCode,
    ).toBe(409);
    expect((await call('GET', '/api/supplier/stats', supplier)).json()).toMatchObject({
      pendingOrderCount: 0,
      salesThisMonth: '30.00',
      growthPercent: null,
    });

    const notifications = await ctx.database.db.query.notifications.findMany({
      where: (table, { eq: equals }) => equals(table.userId, owner.id),
    });
    expect(notifications.map((notification) => notification.title).sort()).toEqual([
      'Pedido confirmado',
      'Pedido en camino',
      'Pedido entregado',
    ]);
    expect(notifications[0]).toMatchObject({ type: 'order', link: '/ordenes' });
  });

  it('measures growth against last month, and cancelling also notifies the restaurant', async () => {
    const supplier = await createSupplier(ctx.app);
    const product = await createCatalogueProduct(ctx.app, supplier, { price: '10.00' });
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner');
    const place = async (quantity: number) =>
      (
        await call('POST', '/api/marketplace/orders', owner, { lines: [{ productId: product.id, quantity }] })
      ).json()[0];

    const lastMonth = await place(4);
    await deliver(supplier, lastMonth.id);
    await ctx.database.db
      .update(purchaseOrders)
      .set({ updatedAt: sql`now() - interval '1 month'` })
      .where(eq(purchaseOrders.id, lastMonth.id));
    const thisMonth = await place(6);
    await deliver(supplier, thisMonth.id);
    expect((await call('GET', '/api/supplier/stats', supplier)).json()).toMatchObject({
      salesThisMonth: '60.00',
      growthPercent: '50.00',
    });

    const cancelled = await place(1);
    expect(
      (await call('POST', `/api/supplier/orders/${cancelled.id}/cancel`, supplier, { reason: 'Sin existencias' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/supplier/stats', supplier)).json()).toMatchObject({
      pendingOrderCount: 0,
      salesThisMonth: '60.00',
    });
    const notifications = await ctx.database.db.query.notifications.findMany({
      where: (table, { eq: equals }) => equals(table.userId, owner.id),
    });
    const notice = notifications.find((notification) => notification.title === 'Pedido cancelado');
    expect(notice).toMatchObject({
      type: 'order',
      link: '/ordenes',
      metadata: { order_id: cancelled.id, status: 'cancelada', send_email: true },
    });
  });
});
