import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
export const PASSWORD = 'secreto123';

export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@prueba.mx`;
}

/** Creates an account (optionally with a role) through the API, leaving the page's context signed in. */
export async function createAccount(
  request: APIRequestContext,
  options: { role?: 'restaurant_owner' | 'supplier_vendor'; email?: string; businessName?: string } = {},
) {
  const email = options.email ?? uniqueEmail(options.role ?? 'usuario');
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, businessName: options.businessName ?? 'Negocio de Prueba' },
  });
  expect(signUp.ok()).toBeTruthy();
  if (options.role) {
    const role = await request.post('/api/accounts/role', { data: { role: options.role } });
    expect(role.ok()).toBeTruthy();
  }
  return { email, password: PASSWORD };
}

/** Signs in through the /auth form as a person would. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
