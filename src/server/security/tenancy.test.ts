import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { ADMIN_ENV } from '../test/ads';
import { photoForm, twoColourPhoto } from '../test/photos';
import type { TestUser } from '../test/users';
import { snapshotDatabase } from './snapshot';
import { buildWorld, type World } from './world';

/**
 * The tenancy matrix, generated from /api/openapi.json: every operation whose path takes an id is
 * tried by another restaurant, another supplier and an anonymous caller against the first user's
 * resource. Each must be refused (401, 403 or 404) and change nothing. A new route with an id
 * fails here until it gets an entry below, so no route escapes the matrix.
 */
type Target = {
  /** The id that goes into the path (a key of World.ids), or the attachment's path. */
  resource: keyof World['ids'] | 'attachment';
  /**
   * Who legitimately owns or may call it (the positive control for GET routes). 'tokenHolder': a
   * supplier's link (decision 047), where the token is the permission: whoever holds it, with or
   * without a session, is served; everyone else tries a forged token and must get 404.
   */
  as: 'owner' | 'supplier' | 'admin' | 'tokenHolder';
  body?: object;
  /** Meant for every signed-in user (ad counters): only anonymous callers are refused. */
  anySignedIn?: boolean;
};

const productBody = { name: 'Robado', currentPrice: '1', stockQuantity: '1', minStockQuantity: '1', unit: 'kg' };
const TARGETS: Record<string, Target> = {
  'GET /api/products/{id}': { resource: 'product', as: 'owner' },
  'PUT /api/products/{id}': { resource: 'product', as: 'owner', body: productBody },
  'DELETE /api/products/{id}': { resource: 'product', as: 'owner' },
  'GET /api/products/{id}/movements': { resource: 'product', as: 'owner' },
  'GET /api/products/{id}/price-comparison': { resource: 'product', as: 'owner' },
  'GET /api/products/{id}/branches': { resource: 'product', as: 'owner' },
  'PUT /api/contacts/{id}': { resource: 'contact', as: 'owner', body: { name: 'Robado' } },
  'DELETE /api/contacts/{id}': { resource: 'contact', as: 'owner' },
  'POST /api/alerts/{id}/read': { resource: 'alert', as: 'owner' },
  'GET /api/orders/{id}': { resource: 'directOrder', as: 'owner' },
  'DELETE /api/orders/{id}': { resource: 'directOrder', as: 'owner' },
  'POST /api/orders/{id}/cancel': { resource: 'directOrder', as: 'owner', body: { reason: 'Intruso' } },
  'GET /api/orders/{id}/link': { resource: 'directOrder', as: 'owner' },
  'POST /api/orders/{id}/link': { resource: 'directOrder', as: 'owner' },
  'POST /api/orders/{id}/send-email': { resource: 'directOrder', as: 'owner' },
  'GET /api/order-links/{token}': { resource: 'orderLink', as: 'tokenHolder' },
  'POST /api/order-links/{token}/confirm': { resource: 'orderLink', as: 'tokenHolder', body: { lines: [] } },
  'POST /api/order-links/{token}/ship': { resource: 'orderLink', as: 'tokenHolder' },
  'POST /api/orders/{id}/receive': {
    resource: 'directOrder',
    as: 'owner',
    body: { items: [{ itemId: '00000000-0000-4000-8000-000000000000', receivedQuantity: '1', unitPrice: '1' }] },
  },
  'GET /api/recipes/{id}': { resource: 'recipe', as: 'owner' },
  'PUT /api/recipes/{id}': {
    resource: 'recipe',
    as: 'owner',
    body: {
      name: 'Robada',
      finalYield: '1',
      yieldUnit: 'kg',
      ingredients: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: '1' }],
      produces: { productId: '00000000-0000-4000-8000-000000000000', quantity: '1' },
    },
  },
  'DELETE /api/recipes/{id}': { resource: 'recipe', as: 'owner' },
  'POST /api/recipes/{id}/image': { resource: 'recipe', as: 'owner' },
  'PUT /api/recipe-categories/{id}': { resource: 'category', as: 'owner', body: { name: 'Robada' } },
  'DELETE /api/recipe-categories/{id}': { resource: 'category', as: 'owner' },
  'POST /api/notifications/{id}/read': { resource: 'notification', as: 'owner' },
  'DELETE /api/notifications/{id}': { resource: 'notification', as: 'owner' },
  'GET /api/chat/conversations/{id}': { resource: 'conversation', as: 'owner' },
  'GET /api/chat/conversations/{id}/messages': { resource: 'conversation', as: 'owner' },
  'POST /api/chat/conversations/{id}/messages': { resource: 'conversation', as: 'owner', body: { message: 'intruso' } },
  'POST /api/chat/conversations/{id}/read': { resource: 'conversation', as: 'owner' },
  'GET /api/files/{bucket}/{*}': { resource: 'attachment', as: 'owner' },
  'PUT /api/supplier/products/{id}': {
    resource: 'catalogueProduct',
    as: 'supplier',
    body: { name: 'Robado', category: 'X', price: '1', stockQuantity: '1', minOrderQuantity: '1' },
  },
  'DELETE /api/supplier/products/{id}': { resource: 'catalogueProduct', as: 'supplier' },
  'PUT /api/supplier/products/{id}/photo': {
    resource: 'catalogueProduct',
    as: 'supplier',
    body: photoForm(await twoColourPhoto('png', 40, 30), 'robada.png', 'image/png'),
  },
  'DELETE /api/supplier/products/{id}/photo': { resource: 'catalogueProduct', as: 'supplier' },
  'POST /api/marketplace/cart/repeat/{id}': { resource: 'marketplaceOrder', as: 'owner' },
  'POST /api/supplier/orders/{id}/confirm': { resource: 'marketplaceOrder', as: 'supplier', body: { lines: [] } },
  'POST /api/supplier/orders/{id}/ship': { resource: 'marketplaceOrder', as: 'supplier' },
  'POST /api/supplier/orders/{id}/deliver': { resource: 'marketplaceOrder', as: 'supplier' },
  'POST /api/supplier/orders/{id}/cancel': {
    resource: 'marketplaceOrder',
    as: 'supplier',
    body: { reason: 'Intruso' },
  },
  'POST /api/admin/users/{id}/promote': { resource: 'user', as: 'admin' },
  'PATCH /api/admin/ads/{id}': { resource: 'ad', as: 'admin', body: { isActive: false } },
  'DELETE /api/admin/ads/{id}': { resource: 'ad', as: 'admin' },
  'POST /api/ads/{id}/impression': { resource: 'ad', as: 'owner', anySignedIn: true },
  'POST /api/ads/{id}/click': { resource: 'ad', as: 'owner', anySignedIn: true },
  'GET /api/invoices/{id}/xml': { resource: 'invoice', as: 'owner' },
};

let ctx: TestApp;
let world: World;
let operations: Array<{ method: string; path: string }>;

beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  world = await buildWorld(ctx.app, ctx.database.db);
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}, 60_000);
afterAll(() => ctx.close());

/** The token with one character changed: the shape of a real one, signed by nobody. */
const forged = (token: string) => `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;

const urlFor = ({ path }: { path: string }, target: Target, attack = false) => {
  if (target.resource === 'attachment') return world.attachmentPath;
  const value = world.ids[target.resource];
  return target.as === 'tokenHolder'
    ? path.replace('{token}', attack ? forged(value) : value)
    : path.replace('{id}', value);
};

function request(method: string, url: string, user: TestUser | null, body?: object) {
  return ctx.app.inject({ method: method as 'GET', url, payload: body, headers: user ? { cookie: user.cookie } : {} });
}

describe('tenancy matrix', () => {
  it('has an entry for every route that takes an id', () => {
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !TARGETS[key]);
    expect(missing, 'add these routes to TARGETS in tenancy.test.ts').toEqual([]);
  });

  it('refuses other users and anonymous callers everywhere, changing nothing', async () => {
    const before = await snapshotDatabase(ctx.database.db);
    const failures: string[] = [];
    for (const operation of operations) {
      const target = TARGETS[`${operation.method} ${operation.path}`];
      if (!target || target.anySignedIn) continue;
      // A forged token is refused even to the order's owner: a session never stands in for the link.
      const attackers =
        target.as === 'supplier'
          ? [world.rivalSupplier, world.intruder, null]
          : target.as === 'tokenHolder'
            ? [world.owner, world.intruder, world.rivalSupplier, null]
            : [world.intruder, world.rivalSupplier, null];
      for (const attacker of attackers) {
        const response = await request(operation.method, urlFor(operation, target, true), attacker, target.body);
        const refusals = target.as === 'tokenHolder' ? [404] : [401, 403, 404];
        if (!refusals.includes(response.statusCode)) {
          failures.push(
            `${operation.method} ${operation.path} as ${attacker ? attacker.email : 'anónimo'} → ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it('still serves the rightful owner (so the refusals above are not an accident)', async () => {
    const owners = { owner: world.owner, supplier: world.supplier, admin: world.admin, tokenHolder: null };
    for (const operation of operations.filter((item) => item.method === 'GET')) {
      const target = TARGETS[`${operation.method} ${operation.path}`];
      const response = await request('GET', urlFor(operation, target), owners[target.as]);
      expect(response.statusCode, `${operation.path}`).toBe(200);
    }
  });

  it('keeps each restaurant its own saved cart (a route without an id, scoped by the caller)', async () => {
    const before = await snapshotDatabase(ctx.database.db);
    const url = '/api/marketplace/cart';
    const ownersCart = (await request('GET', url, world.owner)).json();
    expect(ownersCart.lines.map((line: { productId: string }) => line.productId)).toEqual([world.ids.catalogueProduct]);
    expect((await request('GET', url, world.intruder)).json()).toEqual({ lines: [], dropped: [] });
    expect((await request('PUT', url, world.intruder, { lines: [] })).statusCode).toBe(200);
    for (const [method, body] of [['GET'], ['PUT', { lines: [] }]] as const) {
      expect((await request(method, url, world.rivalSupplier, body)).statusCode).toBe(403);
      expect((await request(method, url, null, body)).statusCode).toBe(401);
    }
    expect((await request('GET', url, world.owner)).json()).toEqual(ownersCart);
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it('answers another restaurant’s branch in a query (locationId) with 404, revealing nothing', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/restaurant',
      payload: {
        restaurantName: 'Dueña Original',
        locations: [
          { locationName: 'Centro', address: 'Madero 10', isMainLocation: true },
          { locationName: 'Roma', address: 'Orizaba 5' },
        ],
      },
      headers: { cookie: world.owner.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const branch = saved.json().locations[1].id as string;
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    // Every GET that narrows to a branch by query (the products list, the reports of decision 057).
    const paths = Object.entries(document.paths)
      .filter(([, methods]) => methods.get?.parameters?.some((p) => p.in === 'query' && p.name === 'locationId'))
      .map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['/api/products', '/api/reports/spend', '/api/reports/export.csv']));
    const required: Record<string, string> = { '/api/reports/export.csv': 'table=merma&' };
    const before = await snapshotDatabase(ctx.database.db);
    for (const path of paths) {
      const url = `${path}?${required[path] ?? ''}locationId=${branch}`;
      expect((await request('GET', url, world.owner)).statusCode, url).toBe(200);
      const stolen = await request('GET', url, world.intruder);
      expect(stolen.statusCode, url).toBe(404);
      expect(stolen.json().error.message).toBe('Sucursal no encontrada');
      expect(stolen.body).not.toContain('Roma');
      expect((await request('GET', url, world.rivalSupplier)).statusCode, url).toBe(403);
      expect((await request('GET', url, null)).statusCode, url).toBe(401);
    }
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it('counts ad views only for signed-in users', async () => {
    for (const kind of ['impression', 'click']) {
      expect((await request('POST', `/api/ads/${world.ids.ad}/${kind}`, null)).statusCode).toBe(401);
      expect((await request('POST', `/api/ads/${world.ids.ad}/${kind}`, world.intruder)).statusCode).toBe(200);
    }
  });
});
