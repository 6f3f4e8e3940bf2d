import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { createSubscribedSupplier } from './support/suppliers';

const unavailable = { status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } };
const failPost = (page: Page, url: string) =>
  page.route(url, (route) => (route.request().method() === 'POST' ? route.fulfill(unavailable) : route.fallback()));

test('si el servidor falla: «Error al crear empresa» y «Error al crear sesión de pago», sin salir de la página', async ({
  page,
}) => {
  await createAccount(page.request, { role: 'supplier_vendor' });
  await failPost(page, '**/api/supplier/company');
  await page.goto('/proveedor/setup');
  await page.getByLabel('Nombre de la empresa').fill('Abarrotes Sin Red');
  await page.getByLabel('Teléfono').fill('5512345678');
  await page.getByLabel('Dirección').fill('Central de Abasto, CDMX');
  await page.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(page.getByText('Error al crear empresa')).toBeVisible();
  await expect(page.getByText('Servicio no disponible')).toBeVisible();
  await expect(page).toHaveURL(/\/proveedor\/setup$/);
  expect((await (await page.request.get('/api/supplier/company')).json()).company).toBeNull();

  await failPost(page, '**/api/billing/checkout');
  await page.goto('/proveedor/precios');
  await page.getByRole('button', { name: 'Elegir Plan Mensual' }).click();
  await expect(page.getByText('Servicio no disponible')).toBeVisible();
  await expect(page).toHaveURL(/\/proveedor\/precios$/);
  // A request that never reaches the server gets the spec's message.
  await page.unroute('**/api/billing/checkout');
  await page.route('**/api/billing/checkout', (route) => route.abort());
  await page.getByRole('button', { name: 'Elegir Plan Mensual' }).click();
  await expect(page.getByText('Error al crear sesión de pago')).toBeVisible();
  await expect(page).toHaveURL(/\/proveedor\/precios$/);
});

test('si el portal no abre: «Error al abrir portal», y el dashboard sigue', async ({ page }) => {
  const companyName = `Lácteos Sin Portal ${Date.now().toString(36)}`;
  await createSubscribedSupplier(page.request, companyName);
  await failPost(page, '**/api/billing/portal');
  await page.goto('/proveedor/dashboard');
  await page.getByRole('button', { name: 'Gestionar' }).click();
  await expect(page.getByText('Error al abrir portal')).toBeVisible();
  await expect(page.getByText('Servicio no disponible')).toBeVisible();
  await expect(page).toHaveURL(/\/proveedor\/dashboard$/);
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
});
