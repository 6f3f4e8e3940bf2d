import type { App } from '../app';

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

let counter = 0;

/** Signs up through the public API and returns the session cookie to send on later requests. */
export async function signUp(
  app: App,
  overrides: { email?: string; password?: string; businessName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `usuario${counter}-${Date.now()}@prueba.mx`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      email,
      password: overrides.password ?? 'secreto123',
      businessName: overrides.businessName ?? 'Negocio de prueba',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().user.id, email, cookie: cookieHeader(response.headers['set-cookie']) };
}

export async function signUpWithRole(app: App, role: 'restaurant_owner' | 'supplier_vendor', overrides = {}) {
  const user = await signUp(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/role',
    headers: { cookie: user.cookie },
    payload: { role },
  });
  if (response.statusCode !== 200) throw new Error(`role failed: ${response.body}`);
  return user;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}
