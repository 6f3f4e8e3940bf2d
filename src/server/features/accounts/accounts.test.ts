import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@common/accounts';
import { profiles, users } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cookieHeader, signUp } from '../../test/users';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'jefa@alacena.mx', LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

describe('sign-up', () => {
  it('creates the account, its profile and a session with no role yet', async () => {
    const response = await post('/api/auth/sign-up', {
      email: '  Nuevo@Ejemplo.MX ',
      password: 'secreto',
      businessName: 'La Cocina',
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: 'nuevo@ejemplo.mx',
      businessName: 'La Cocina',
      roles: [],
      role: null,
      isSupplier: false,
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await me(cookieHeader(response.headers['set-cookie']))).id).toBe(user.id);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.businessName).toBe('La Cocina');
  });

  it.each([['null'], ['[]'], ['"texto"'], ['42'], [''], ['{"email":1,"email":2}']])(
    'answers the body %s with a Spanish 400 in the app shape',
    async (payload) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toEqual(expect.any(String));
      expect(error.message).not.toMatch(/\b(invalid|expected|received|body)\b/i);
    },
  );

  it('refuses a duplicate e-mail with the spec message', async () => {
    await signUp(ctx.app, { email: 'doble@ejemplo.mx' });
    const response = await post('/api/auth/sign-up', {
      email: 'DOBLE@ejemplo.mx',
      password: 'secreto',
      businessName: 'Otro',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.alreadyRegistered);
  });

  it.each([
    [{ email: 'no-es-correo', password: 'secreto', businessName: 'Negocio' }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'a@b.mx', password: '12345', businessName: 'Negocio' }, AUTH_MESSAGES.shortPassword],
    [{ email: 'a@b.mx', password: 'secreto', businessName: ' x ' }, AUTH_MESSAGES.businessNameRequired],
    [{ email: 'a@b.mx', password: 'secreto' }, AUTH_MESSAGES.businessNameRequired],
  ])('answers 400 in Spanish and creates nothing for %j', async (payload, message) => {
    const before = await ctx.database.db.$count(users);
    const response = await post('/api/auth/sign-up', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.$count(users)).toBe(before);
  });

  it('makes ADMIN_EMAILS admins at sign-up', async () => {
    const admin = await signUp(ctx.app, { email: 'jefa@alacena.mx' });
    expect(await me(admin.cookie)).toMatchObject({ roles: ['admin'], role: 'admin' });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, and a revoked session cannot be reused', async () => {
    await signUp(ctx.app, { email: 'entra@ejemplo.mx', password: 'secreto1' });
    const response = await post('/api/auth/sign-in', { email: 'entra@ejemplo.mx', password: 'secreto1' });
    expect(response.statusCode).toBe(200);
    const cookie = cookieHeader(response.headers['set-cookie']);
    expect((await me(cookie)).email).toBe('entra@ejemplo.mx');
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
  });

  it('answers a wrong password with the spec message', async () => {
    await signUp(ctx.app, { email: 'mal@ejemplo.mx', password: 'correcta' });
    const response = await post('/api/auth/sign-in', { email: 'mal@ejemplo.mx', password: 'incorrecta' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('rate-limits sign-in attempts with a Spanish 429', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '10.9.9.9',
        payload: { email: 'x@y.mx', password: 'nada123' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('roles', () => {
  it('assigns the chosen role once and resolves it', async () => {
    const user = await signUp(ctx.app);
    const response = await post('/api/accounts/role', { role: 'supplier_vendor' }, user.cookie);
    expect(response.json().user).toMatchObject({ roles: ['supplier_vendor'], role: 'supplier_vendor' });
    const again = await post('/api/accounts/role', { role: 'restaurant_owner' }, user.cookie);
    expect(again.statusCode).toBe(409);
    expect((await me(user.cookie)).roles).toEqual(['supplier_vendor']);
  });

  it('rejects unknown roles and anonymous callers', async () => {
    const user = await signUp(ctx.app);
    expect((await post('/api/accounts/role', { role: 'admin' }, user.cookie)).statusCode).toBe(400);
    const anonymous = await post('/api/accounts/role', { role: 'restaurant_owner' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Usuario no autenticado');
    expect((await me(user.cookie)).roles).toEqual([]);
  });

  it('lets only an admin add the restaurant role to themselves, ignoring duplicates', async () => {
    const owner = await signUp(ctx.app);
    expect((await post('/api/accounts/restaurant-role', {}, owner.cookie)).statusCode).toBe(403);
    const admin = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/role',
      headers: { cookie: admin.cookie },
      payload: { role: 'restaurant_owner' },
    });
    const { grantAdminByEmail } = await import('./service');
    await grantAdminByEmail(ctx.database.db, [admin.email]);
    const first = await post('/api/accounts/restaurant-role', {}, admin.cookie);
    expect(first.statusCode).toBe(200);
    expect((await post('/api/accounts/restaurant-role', {}, admin.cookie)).statusCode).toBe(200);
    expect((await me(admin.cookie)).roles.sort()).toEqual(['admin', 'restaurant_owner']);
  });
});

describe('profile', () => {
  it('updates the business name and validates it', async () => {
    const user = await signUp(ctx.app, { businessName: 'Antes' });
    const put = (businessName: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie: user.cookie },
        payload: { businessName },
      });
    expect((await put('Después')).json()).toEqual({ email: user.email, businessName: 'Después' });
    const bad = await put('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(AUTH_MESSAGES.businessNameRequired);
    expect((await me(user.cookie)).businessName).toBe('Después');
  });
});

describe('server guarantees', () => {
  it('refuses a cross-site state-changing request (CSRF)', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: user.cookie, origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
      payload: { businessName: 'Hackeado' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(user.cookie)).businessName).toBe('Negocio de prueba');
  });

  it('answers broken JSON with a Spanish 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it('serves health, security headers and the OpenAPI document', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['x-request-id']).toBeTruthy();
    const openapi = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(openapi.json().paths)).toContain('/api/auth/sign-up');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Ruta no encontrada');
  });
});
