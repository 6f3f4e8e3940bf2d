import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/assistant';
import { ADMIN_ENV, signUpAdmin } from '../test/ads';
import { createSupplier } from '../test/suppliers';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp, signUpWithRole, type TestUser } from '../test/users';
import { privateProducts, userRoles } from './db/schema';

/** Each audience's hook: 401 without a session, 403 without the role, 402 without the paid plan, 200 otherwise. */
let ctx: TestApp;
let restaurant: TestUser;
let supplier: TestUser & { companyId: string };
let unpaid: TestUser & { companyId: string };
let admin: TestUser;
let noRole: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  restaurant = await signUpWithRole(ctx.app, 'restaurant_owner');
  supplier = await createSupplier(ctx.app);
  unpaid = await createSupplier(ctx.app, { companyName: 'Sin Plan', subscribed: false });
  admin = await signUpAdmin(ctx.app);
  noRole = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

async function expectError(response: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.message).toBe(message);
}

const DENIED = 'No tienes permisos para acceder a esta página';
const productBody = { name: 'Tomate', currentPrice: '20', stockQuantity: '5', minStockQuantity: '1', unit: 'kg' };

describe('audiences', () => {
  it('refuses anonymous callers of every signed-in audience with the 401 of SPEC §8', async () => {
    for (const url of ['/api/profile', '/api/products', '/api/supplier/orders', '/api/admin/stats']) {
      await expectError(await call('GET', url, null), 401, 'Usuario no autenticado');
    }
    await expectError(
      await call('POST', '/api/ai/chat', null, { messages: [{ role: 'user', content: 'hola' }] }),
      401,
      AI_MESSAGES.noSession,
    );
  });

  it('serves public routes to anybody', async () => {
    expect((await call('GET', '/api/health', null)).statusCode).toBe(200);
    expect((await call('GET', '/api/billing/plans', null)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', null)).json()).toEqual({ user: null });
  });

  it('serves member routes to any signed-in user, with or without a role', async () => {
    for (const user of [noRole, restaurant, supplier, admin]) {
      for (const url of [
        '/api/profile',
        '/api/notifications',
        '/api/alerts/unread-count',
        '/api/chat/unread',
        '/api/dashboard',
        '/api/admin/is-admin',
      ]) {
        expect((await call('GET', url, user)).statusCode, `${url} ${user.email}`).toBe(200);
      }
    }
  });

  it('keeps the restaurant audience to restaurant owners, refused before the body is read', async () => {
    expect((await call('GET', '/api/products', restaurant)).statusCode).toBe(200);
    for (const user of [supplier, admin, noRole])
      await expectError(await call('GET', '/api/products', user), 403, DENIED);
    const before = await ctx.database.db.$count(privateProducts);
    await expectError(await call('POST', '/api/products', supplier, productBody), 403, DENIED);
    await expectError(await call('POST', '/api/products', supplier, { name: '' }), 403, DENIED);
    expect(await ctx.database.db.$count(privateProducts)).toBe(before);
    await expectError(
      await call('POST', '/api/marketplace/orders', supplier, { lines: [] }),
      403,
      'Solo los restaurantes pueden crear órdenes',
    );
  });

  it('lets an admin who added the restaurant role into the restaurant audience', async () => {
    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    await expectError(await call('POST', '/api/accounts/restaurant-role', other, {}), 403, 'Acceso denegado');
    expect((await call('POST', '/api/accounts/restaurant-role', admin, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/products', admin)).statusCode).toBe(200);
    await ctx.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, 'restaurant_owner')));
    await expectError(await call('GET', '/api/products', admin), 403, DENIED);
  });

  it('keeps the supplier audience to suppliers, and the catalogue to the paid plan', async () => {
    expect((await call('GET', '/api/supplier/orders', supplier)).statusCode).toBe(200);
    for (const user of [restaurant, admin, noRole])
      await expectError(await call('GET', '/api/supplier/orders', user), 403, DENIED);
    await expectError(
      await call('POST', '/api/supplier/company', restaurant, { companyName: 'X', phone: '1', address: 'Y' }),
      403,
      'Solo los proveedores pueden registrar una empresa',
    );
    await expectError(
      await call('POST', '/api/billing/portal', restaurant),
      403,
      'Solo los proveedores tienen suscripción',
    );

    expect((await call('GET', '/api/supplier/products', supplier)).statusCode).toBe(200);
    await expectError(
      await call('GET', '/api/supplier/products', unpaid),
      402,
      'Necesitas una suscripción activa para administrar tu catálogo',
    );
    await expectError(
      await call('GET', '/api/supplier/products/export.csv', unpaid),
      402,
      'Necesitas una suscripción activa para administrar tu catálogo',
    );
    expect((await call('GET', '/api/supplier/orders', unpaid)).statusCode).toBe(200);
  });

  it('keeps the admin audience to admins', async () => {
    expect((await call('GET', '/api/admin/stats', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/is-admin', admin)).json()).toEqual({ isAdmin: true });
    expect((await call('GET', '/api/admin/is-admin', restaurant)).json()).toEqual({ isAdmin: false });
    for (const user of [restaurant, supplier, noRole]) {
      await expectError(await call('GET', '/api/admin/stats', user), 403, DENIED);
      await expectError(await call('GET', '/api/admin/ads', user), 403, DENIED);
    }
  });

  it('checks a route requirement beyond its audience: only restaurants start a chat', async () => {
    await expectError(
      await call('POST', '/api/chat/conversations', supplier, { supplierCompanyId: unpaid.companyId }),
      403,
      'Solo los restaurantes pueden iniciar conversaciones',
    );
    expect(
      (await call('POST', '/api/chat/conversations', restaurant, { supplierCompanyId: supplier.companyId })).statusCode,
    ).toBe(200);
  });
});
