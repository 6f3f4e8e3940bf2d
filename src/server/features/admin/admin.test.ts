import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, auditLog, privateProducts, purchaseOrders, userRoles } from '../../platform/db/schema';
import { ADMIN_ENV, adFormData, createAd, imageBytes, signUpAdmin, TEST_ADMIN_EMAIL } from '../../test/ads';
import { createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let admin: TestUser;
let owner: TestUser;
let supplier: TestUser;
beforeAll(async () => {
  ctx = await createTestApp(ADMIN_ENV);
  admin = await signUpAdmin(ctx.app);
  owner = await signUpWithRole(ctx.app, 'restaurant_owner', { businessName: 'Fonda Doña Mary' });
  supplier = await signUpWithRole(ctx.app, 'supplier_vendor');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

describe('admin check', () => {
  it('answers is-admin to any signed-in user and 401 to anonymous visitors', async () => {
    expect((await call('GET', '/api/admin/is-admin', admin)).json()).toEqual({ isAdmin: true });
    expect((await call('GET', '/api/admin/is-admin', owner)).json()).toEqual({ isAdmin: false });
    expect((await call('GET', '/api/admin/is-admin', supplier)).json()).toEqual({ isAdmin: false });
    expect((await call('GET', '/api/admin/is-admin', null)).statusCode).toBe(401);
  });

  it('refuses every admin endpoint to restaurant owners, suppliers and anonymous visitors, changing nothing', async () => {
    const ad = await createAd(ctx.app, admin);
    const adsBefore = await ctx.database.db.select().from(ads);
    const auditBefore = await ctx.database.db.$count(auditLog);
    const image = { bytes: await imageBytes(), name: 'a.png', type: 'image/png' };
    const endpoints: Array<{ method: Method; url: string; payload?: object | FormData }> = [
      { method: 'GET', url: '/api/admin/stats' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: `/api/admin/users/${owner.id}/promote` },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/ads' },
      { method: 'POST', url: '/api/admin/ads', payload: adFormData({ title: 'Intruso', image }) },
      { method: 'PATCH', url: `/api/admin/ads/${ad.id}`, payload: { isActive: false } },
      { method: 'DELETE', url: `/api/admin/ads/${ad.id}` },
    ];
    for (const endpoint of endpoints) {
      for (const user of [owner, supplier, null]) {
        const response = await ctx.app.inject({ ...endpoint, headers: user ? { cookie: user.cookie } : {} });
        const label = `${endpoint.method} ${endpoint.url} as ${user?.email ?? 'anonymous'}`;
        expect(response.statusCode, label).toBe(user ? 403 : 401);
        expect(response.json().error.message, label).toBe(
          user ? 'No tienes permisos para acceder a esta página' : 'Usuario no autenticado',
        );
      }
    }
    expect(await ctx.database.db.select().from(ads)).toEqual(adsBefore);
    expect(await ctx.database.db.$count(auditLog)).toBe(auditBefore);
    expect(await ctx.database.db.$count(userRoles, eq(userRoles.userId, owner.id))).toBe(1);
  });
});

describe('stats', () => {
  it('counts users, restaurant products, supplier companies and orders', async () => {
    const before = (await call('GET', '/api/admin/stats', admin)).json();
    const restaurant = await signUpWithRole(ctx.app, 'restaurant_owner');
    await createSupplier(ctx.app);
    await ctx.database.db.insert(privateProducts).values([
      { userId: restaurant.id, name: 'Aguacate' },
      { userId: restaurant.id, name: 'Tortilla' },
    ]);
    await ctx.database.db
      .insert(purchaseOrders)
      .values({ userId: restaurant.id, orderNumber: `ORD-${randomUUID()}`, totalAmount: '10.00' });
    const after = (await call('GET', '/api/admin/stats', admin)).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      totalProducts: before.totalProducts + 2,
      totalSuppliers: before.totalSuppliers + 1,
      totalOrders: before.totalOrders + 1,
    });
  });
});

describe('users and promotion', () => {
  it('lists every user newest first with e-mail, business name and roles', async () => {
    const newest = await signUp(ctx.app, { businessName: 'Recién llegado' });
    const users = (await call('GET', '/api/admin/users', admin)).json();
    expect(users[0]).toMatchObject({ id: newest.id, email: newest.email, businessName: 'Recién llegado', roles: [] });
    expect(users.find((user: { id: string }) => user.id === owner.id)).toMatchObject({
      businessName: 'Fonda Doña Mary',
      roles: ['restaurant_owner'],
    });
    expect(users.find((user: { id: string }) => user.id === admin.id)).toMatchObject({
      email: TEST_ADMIN_EMAIL,
      roles: ['admin'],
    });
    const dates = users.map((user: { createdAt: string }) => Date.parse(user.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('promotes once, never oneself, and records who did it', async () => {
    const target = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect((await call('GET', '/api/admin/stats', target)).statusCode).toBe(403);

    const promoted = await call('POST', `/api/admin/users/${target.id}/promote`, admin);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: target.id, roles: ['admin', 'restaurant_owner'] });
    expect((await call('GET', '/api/admin/stats', target)).statusCode).toBe(200);

    const again = await call('POST', `/api/admin/users/${target.id}/promote`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('El usuario ya es administrador');

    const self = await call('POST', `/api/admin/users/${admin.id}/promote`, admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('No puedes promoverte a ti mismo');

    const missing = await call('POST', '/api/admin/users/no-existe/promote', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Usuario no encontrado');

    const promotions = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.promoted'));
    expect(promotions.filter((entry) => entry.targetId === target.id)).toHaveLength(1);
    const [entry] = (await call('GET', '/api/admin/audit', admin)).json();
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      action: 'user.promoted',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
    });
  });

  it('lets a promoted admin promote others but not a non-admin', async () => {
    const first = await signUpWithRole(ctx.app, 'restaurant_owner');
    const second = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect((await call('POST', `/api/admin/users/${second.id}/promote`, first)).statusCode).toBe(403);
    expect(await ctx.database.db.$count(userRoles, eq(userRoles.userId, second.id))).toBe(1);
    await call('POST', `/api/admin/users/${first.id}/promote`, admin);
    expect((await call('POST', `/api/admin/users/${second.id}/promote`, first)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${admin.id}/promote`, first)).statusCode).toBe(409);
  });

  it('counts two concurrent promotions of the same user once', async () => {
    const target = await signUpWithRole(ctx.app, 'restaurant_owner');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/admin/users/${target.id}/promote`, admin)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entries).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('shows recent entries newest first: who, what and when', async () => {
    const ad = await createAd(ctx.app, admin, { title: 'Auditoría' });
    await call('PATCH', `/api/admin/ads/${ad.id}`, admin, { isActive: false });
    await call('PATCH', `/api/admin/ads/${ad.id}`, admin, { isActive: true });
    await call('DELETE', `/api/admin/ads/${ad.id}`, admin);
    const entries = (await call('GET', '/api/admin/audit', admin)).json();
    expect(entries.slice(0, 4).map((entry: { action: string }) => entry.action)).toEqual([
      'ad.deleted',
      'ad.activated',
      'ad.deactivated',
      'ad.created',
    ]);
    for (const entry of entries.slice(0, 4)) {
      expect(entry).toMatchObject({
        actorEmail: TEST_ADMIN_EMAIL,
        targetType: 'ad',
        targetId: ad.id,
        targetLabel: 'Auditoría',
      });
      expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    }
    expect(entries.length).toBeLessThanOrEqual(20);
  });
});
