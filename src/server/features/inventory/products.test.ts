import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INVENTORY_MESSAGES } from '@common/inventory';
import { NUMBER_MESSAGES } from '@common/fields';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const createProduct = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
};
const createContact = async (user: TestUser, name = 'Verduras Don Pepe') =>
  (await request('POST', '/api/contacts', user.cookie, { name, whatsappNumber: '5512345678' })).json();
const movementsOf = (productId: string) =>
  ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

describe('creating and editing products', () => {
  it('creates a product with its supplier and an initial stock movement', async () => {
    const contact = await createContact(owner);
    const product = await createProduct(owner, {
      name: 'Cebolla',
      stockQuantity: '7.5',
      supplierId: contact.id,
      category: 'Verduras',
    });
    expect(product).toMatchObject({
      name: 'Cebolla',
      stockQuantity: '7.500',
      currentPrice: '20.00',
      supplierId: contact.id,
      supplierName: 'Verduras Don Pepe',
      category: 'Verduras',
    });
    const movements = await movementsOf(product.id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      reason: 'initial',
      delta: '7.500',
      resultingStock: '7.500',
      userId: owner.id,
    });
  });

  it("stores 'none' as no supplier and applies the defaults of the form schema", async () => {
    const product = await createProduct(owner, { name: 'Sal', supplierId: 'none' });
    expect(product.supplierId).toBeNull();
    expect(product.supplierName).toBeNull();
  });

  it('edits the stock through a manual movement and the price through an alert', async () => {
    const product = await createProduct(owner, { name: 'Aguacate', currentPrice: '40', stockQuantity: '10' });
    const response = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Aguacate Hass', currentPrice: '50', stockQuantity: '6.25' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Aguacate Hass', currentPrice: '50.00', stockQuantity: '6.250' });
    const movements = await movementsOf(product.id);
    expect(movements.map((m) => [m.reason, m.delta, m.resultingStock]).sort()).toEqual([
      ['initial', '10.000', '10.000'],
      ['manual', '-3.750', '6.250'],
    ]);
    const alerts = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, product.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      oldPrice: '40.00',
      newPrice: '50.00',
      priceChangePercent: '25.00',
      isRead: false,
    });
  });

  it('writes neither a movement nor an alert when stock and price stay the same', async () => {
    const product = await createProduct(owner, { name: 'Comino' });
    await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Comino molido', currentPrice: '20.0', stockQuantity: '15.00' }),
    );
    expect(await movementsOf(product.id)).toHaveLength(1);
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.productId, product.id))).toBe(0);
  });

  it.each([
    [{ name: '  ' }, INVENTORY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(201) }, 'El nombre no puede superar los 200 caracteres'],
    [{ currentPrice: '' }, INVENTORY_MESSAGES.priceRequired],
    [{ currentPrice: '1.234' }, NUMBER_MESSAGES.tooManyDecimals(2)],
    [{ currentPrice: '-5' }, NUMBER_MESSAGES.negative],
    [{ currentPrice: 99999999999 }, NUMBER_MESSAGES.tooLarge('9,999,999,999')],
    [{ stockQuantity: '-1' }, NUMBER_MESSAGES.negative],
    [{ stockQuantity: '12345678901.5' }, NUMBER_MESSAGES.tooLarge('9,999,999,999')],
    [{ stockQuantity: undefined }, INVENTORY_MESSAGES.stockRequired],
    [{ minStockQuantity: 'diez' }, INVENTORY_MESSAGES.invalidNumber],
    [{ minStockQuantity: '' }, INVENTORY_MESSAGES.minStockRequired],
    [{ unit: '' }, INVENTORY_MESSAGES.unitRequired],
    [{ supplierId: 'proveedor' }, 'Proveedor inválido'],
  ])('refuses %j with a Spanish 400 and creates nothing', async (overrides, message) => {
    const before = await ctx.database.db.$count(privateProducts);
    const response = await request('POST', '/api/products', owner.cookie, productBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.$count(privateProducts)).toBe(before);
  });

  it('refuses a bad edit and leaves the product as it was', async () => {
    const product = await createProduct(owner, { name: 'Limón' });
    const response = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Limón', currentPrice: 'caro' }),
    );
    expect(response.statusCode).toBe(400);
    expect((await request('GET', `/api/products/${product.id}`, owner.cookie)).json().currentPrice).toBe('20.00');
  });
});

describe('tenancy', () => {
  it("answers 404 for another user's product and changes nothing", async () => {
    const product = await createProduct(owner, { name: 'Queso Oaxaca' });
    const url = `/api/products/${product.id}`;
    for (const [method, payload] of [
      ['GET'],
      ['PUT', productBody({ currentPrice: '99', stockQuantity: '0' })],
      ['DELETE'],
    ] as const) {
      const response = await request(method, url, stranger.cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(INVENTORY_MESSAGES.productNotFound);
    }
    expect((await request('GET', `${url}/movements`, stranger.cookie)).statusCode).toBe(404);
    const after = (await request('GET', url, owner.cookie)).json();
    expect(after).toMatchObject({ currentPrice: '20.00', stockQuantity: '15.000' });
    expect(await ctx.database.db.$count(priceAlerts, eq(priceAlerts.productId, product.id))).toBe(0);
  });

  it("refuses to point a product at another user's contact", async () => {
    const foreign = await createContact(stranger, 'Ajeno');
    const before = await ctx.database.db.$count(privateProducts);
    const created = await request('POST', '/api/products', owner.cookie, productBody({ supplierId: foreign.id }));
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe(INVENTORY_MESSAGES.contactNotFound);
    expect(await ctx.database.db.$count(privateProducts)).toBe(before);

    const product = await createProduct(owner, { name: 'Chile serrano' });
    const edited = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ supplierId: foreign.id, currentPrice: '30' }),
    );
    expect(edited.statusCode).toBe(400);
    expect((await request('GET', `/api/products/${product.id}`, owner.cookie)).json()).toMatchObject({
      supplierId: null,
      currentPrice: '20.00',
    });
  });

  it('lists only the signed-in user’s products and requires a session', async () => {
    const mine = (await request('GET', '/api/products?limit=500', stranger.cookie)).json();
    expect(mine.items.every((item: { name: string }) => item.name !== 'Queso Oaxaca')).toBe(true);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listing', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpWithRole(ctx.app, 'restaurant_owner');
    const zeta = await createContact(user, 'Zeta Abarrotes');
    const alfa = await createContact(user, 'Alfa Carnes');
    await createProduct(user, { name: 'Azúcar', supplierId: zeta.id });
    await createProduct(user, { name: 'Arrachera', supplierId: alfa.id });
    await createProduct(user, { name: 'JAMÓN serrano', supplierId: alfa.id });
    await createProduct(user, { name: 'Piña' });
    await createProduct(user, { name: 'Café 100%' });
  });
  const list = async (query: string) => (await request('GET', `/api/products?${query}`, user.cookie)).json();

  it('orders by supplier then name, products without a supplier last', async () => {
    const page = await list('');
    expect(page.total).toBe(5);
    expect(page.items.map((item: { name: string }) => item.name)).toEqual([
      'Arrachera',
      'JAMÓN serrano',
      'Azúcar',
      'Café 100%',
      'Piña',
    ]);
    expect(Object.keys(page.items[0]).sort()).toEqual([
      'category',
      'currentPrice',
      'densityKgPerL',
      'id',
      // The product form edits the taxes from the list's item (decision 042).
      'iepsKind',
      'iepsValue',
      'iva',
      'minStockQuantity',
      'name',
      'packs',
      'pieceWeightG',
      'stockQuantity',
      'supplierId',
      'supplierName',
      'unit',
      'yieldPercent',
    ]);
  });

  it('searches ignoring case and accents', async () => {
    const names = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).items.map((item: { name: string }) => item.name);
    expect(await names('jamon')).toEqual(['JAMÓN serrano']);
    expect(await names('AZUCAR')).toEqual(['Azúcar']);
    expect(await names('pina')).toEqual(['Piña']);
    expect(await names('100%')).toEqual(['Café 100%']);
    expect(await names('0%')).toEqual(['Café 100%']);
    expect(await names('_')).toEqual([]);
  });

  it('filters by supplier and by no supplier, and pages', async () => {
    const contacts = (await request('GET', '/api/contacts', user.cookie)).json();
    const alfa = contacts.find((contact: { name: string }) => contact.name === 'Alfa Carnes');
    expect((await list(`supplierId=${alfa.id}`)).items).toHaveLength(2);
    expect((await list('supplierId=none')).items.map((item: { name: string }) => item.name)).toEqual([
      'Café 100%',
      'Piña',
    ]);
    const second = await list('limit=2&offset=2');
    expect(second.total).toBe(5);
    expect(second.items.map((item: { name: string }) => item.name)).toEqual(['Azúcar', 'Café 100%']);
    const bad = await request('GET', '/api/products?limit=0', user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Límite inválido');
  });
});

describe('5,000 products', () => {
  it('answers one lean page at a time with the total, searchable across all of them', async () => {
    const user = await signUpWithRole(ctx.app, 'restaurant_owner');
    await ctx.database.db.execute(
      sql`insert into private_products (user_id, name, current_price, stock_quantity) select ${user.id}, 'Producto ' || lpad(n::text, 4, '0'), 1, n from generate_series(1, 5000) as n`,
    );
    const first = (await request('GET', '/api/products', user.cookie)).json();
    expect(first.total).toBe(5000);
    expect(first.items).toHaveLength(100);
    expect(first.items[0].name).toBe('Producto 0001');
    const last = (await request('GET', '/api/products?limit=500&offset=4900', user.cookie)).json();
    expect(last.items).toHaveLength(100);
    expect(last.items.at(-1).name).toBe('Producto 5000');
    const found = (await request('GET', '/api/products?search=producto%204321', user.cookie)).json();
    expect(found).toMatchObject({ total: 1, items: [{ name: 'Producto 4321', stockQuantity: '4321.000' }] });
    const dashboard = (await request('GET', '/api/dashboard', user.cookie)).json();
    expect(dashboard).toMatchObject({ productCount: 5000, inventoryValue: '12502500.00', lowStockCount: 9 });
  });
});

describe('movements and deletion', () => {
  it('shows the history newest first, paged, and deletion removes the product', async () => {
    const product = await createProduct(owner, { name: 'Harina', stockQuantity: '5' });
    for (const stock of ['8', '2']) {
      await request(
        'PUT',
        `/api/products/${product.id}`,
        owner.cookie,
        productBody({ name: 'Harina', stockQuantity: stock }),
      );
    }
    const history = (await request('GET', `/api/products/${product.id}/movements`, owner.cookie)).json();
    expect(history.total).toBe(3);
    expect(history.items.map((m: { delta: string; reason: string }) => [m.reason, m.delta])).toEqual([
      ['manual', '-6.000'],
      ['manual', '3.000'],
      ['initial', '5.000'],
    ]);
    expect(
      (await request('GET', `/api/products/${product.id}/movements?limit=1&offset=1`, owner.cookie)).json().items[0]
        .delta,
    ).toBe('3.000');

    const deleted = await request('DELETE', `/api/products/${product.id}`, owner.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await request('GET', `/api/products/${product.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/products/${product.id}`, owner.cookie)).statusCode).toBe(404);
  });
});
