import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, purchaseOrders } from '../../platform/db/schema';
import { cancelPlan, createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;
let valle: Awaited<ReturnType<typeof createSupplier>>;
let sierra: Awaited<ReturnType<typeof createSupplier>>;
const products: Record<string, { id: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  valle = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  sierra = await createSupplier(ctx.app, { companyName: 'Carnes de la Sierra' });
  const unsubscribed = await createSupplier(ctx.app, { companyName: 'Sin Plan' });
  products.jitomate = await createCatalogueProduct(ctx.app, valle, {
    name: 'Jitomate Saladet',
    category: 'Verduras',
    price: '0.10',
  });
  products.limon = await createCatalogueProduct(ctx.app, valle, {
    name: 'Limón persa',
    category: 'Frutas',
    price: '29.00',
    minOrderQuantity: '5',
  });
  products.oculto = await createCatalogueProduct(ctx.app, valle, {
    name: 'Jitomate oculto',
    category: 'Verduras',
    isAvailable: false,
  });
  products.bistec = await createCatalogueProduct(ctx.app, sierra, {
    name: 'Bistec de res',
    category: 'Carnes',
    price: '189.00',
  });
  // A product created while subscribed, then the plan is cancelled: it leaves the marketplace.
  products.sinPlan = await createCatalogueProduct(ctx.app, unsubscribed, {
    name: 'Jitomate de nadie',
    category: 'Verduras',
  });
  await cancelPlan(ctx.app, unsubscribed);
});
afterAll(() => ctx.close());

const get = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).json();
const order = (payload: object, user = owner) =>
  ctx.app.inject({ method: 'POST', url: '/api/marketplace/orders', headers: { cookie: user.cookie }, payload });

describe('marketplace listing', () => {
  it('lists only available products of subscribed suppliers, by name', async () => {
    const page = await get('/api/marketplace/products');
    expect(page.items.map((item: { name: string }) => item.name)).toEqual([
      'Bistec de res',
      'Jitomate Saladet',
      'Limón persa',
    ]);
    expect(page.hasMore).toBe(false);
    expect(page.items[0]).toMatchObject({ supplierName: 'Carnes de la Sierra', price: '189.00', unit: 'kg' });
  });

  it('searches ignoring case and filters by category', async () => {
    expect(
      (await get('/api/marketplace/products?search=JITOMATE')).items.map((item: { name: string }) => item.name),
    ).toEqual(['Jitomate Saladet']);
    expect((await get('/api/marketplace/products?search=%25')).items).toEqual([]);
    expect(
      (await get('/api/marketplace/products?category=Frutas')).items.map((item: { name: string }) => item.name),
    ).toEqual(['Limón persa']);
    expect(await get('/api/marketplace/categories')).toEqual(['Carnes', 'Frutas', 'Verduras']);
  });

  it('pages without counting: each page says whether another follows, skipping unsubscribed suppliers', async () => {
    const all = ['Bistec de res', 'Jitomate Saladet', 'Limón persa'];
    for (const limit of [1, 2]) {
      const seen: string[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await get(`/api/marketplace/products?limit=${limit}&offset=${offset}`);
        seen.push(...page.items.map((item: { name: string }) => item.name));
        expect(page.hasMore).toBe(offset + limit < all.length);
        expect(page).not.toHaveProperty('total');
      }
      expect(seen).toEqual(all);
    }
    expect(await get('/api/marketplace/products?limit=2&offset=10')).toEqual({ items: [], hasMore: false });
    expect(await get('/api/marketplace/products?search=nada-parecido')).toEqual({ items: [], hasMore: false });
    expect(await get('/api/marketplace/products?search=jitomate')).toMatchObject({
      items: [{ name: 'Jitomate Saladet' }],
      hasMore: false,
    });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/marketplace/products' })).statusCode).toBe(401);
  });
});

describe('cart orders', () => {
  it('creates one order per supplier with server prices, exact totals and the §9 order number', async () => {
    const response = await order({
      lines: [
        { productId: products.jitomate.id, quantity: 3, unitPrice: '0.01' },
        { productId: products.limon.id, quantity: 5 },
        { productId: products.bistec.id, quantity: 2 },
      ],
      notes: 'Entregar temprano',
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toHaveLength(2);
    const valleOrder = created.find(
      (item: { supplierCompanyId: string }) => item.supplierCompanyId === valle.companyId,
    );
    expect(valleOrder.totalAmount).toBe('145.30');
    expect(valleOrder.orderNumber).toMatch(new RegExp(`^ORD-\\d{13}-${valle.companyId.slice(0, 8)}$`));
    const [row] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, valleOrder.id));
    expect(row).toMatchObject({
      orderType: 'marketplace',
      status: 'pendiente',
      notes: 'Entregar temprano',
      userId: owner.id,
    });
    const items = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, valleOrder.id));
    expect(items.map((item) => [item.productName, item.unitPrice, item.totalPrice])).toEqual([
      ['Jitomate Saladet', '0.10', '0.30'],
      ['Limón persa', '29.00', '145.00'],
    ]);
    const supplierNotifications = await ctx.database.db.query.notifications.findMany({
      where: (table, { eq: equals }) => equals(table.userId, valle.id),
    });
    expect(supplierNotifications.map((notification) => notification.title)).toContain('Nuevo pedido');
  });

  it.each([
    [
      'an unavailable product',
      () => ({ lines: [{ productId: products.oculto.id, quantity: 1 }] }),
      'Uno de los productos ya no está disponible',
    ],
    [
      "an unsubscribed supplier's product",
      () => ({
        lines: [
          { productId: products.sinPlan.id, quantity: 1 },
          { productId: products.bistec.id, quantity: 1 },
        ],
      }),
      'Uno de los productos ya no está disponible',
    ],
    ['an empty cart', () => ({ lines: [] }), 'El carrito está vacío'],
    [
      'a quantity below the minimum',
      () => ({ lines: [{ productId: products.limon.id, quantity: 2 }] }),
      'La cantidad mínima de Limón persa es 5 kg',
    ],
  ])('refuses %s with a clear 400 and creates nothing', async (_name, payload, message) => {
    const before = await ctx.database.db.$count(purchaseOrders);
    const response = await order(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.$count(purchaseOrders)).toBe(before);
  });

  it('is for restaurants only', async () => {
    const response = await order({ lines: [{ productId: products.bistec.id, quantity: 1 }] }, sierra);
    expect(response.statusCode).toBe(403);
  });
});
