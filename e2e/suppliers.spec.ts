import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PASSWORD, createAccount, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const run = Date.now().toString(36);
const company = `Lácteos Los Altos ${run}`;
const queso = `Queso Oaxaca ${run}`;
const crema = `Crema Ácida ${run}`;

async function searchMarketplace(page: Page, text: string) {
  await page.goto('/marketplace');
  await page.getByPlaceholder('Buscar productos...').fill(text);
}

test.describe.serial('proveedores', () => {
  let supplier: BrowserContext;
  let restaurant: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    supplier = await browser.newContext();
    restaurant = await browser.newContext();
    page = await supplier.newPage();
  });
  test.afterAll(async () => {
    await supplier.close();
    await restaurant.close();
  });

  test('sin sesión, /proveedor/setup lleva a /auth', async ({ page: visitor }) => {
    await visitor.goto('/proveedor/setup');
    await expect(visitor).toHaveURL(/\/auth$/);
  });

  test('convertirse en proveedor: empresa, plan de prueba y catálogo', async () => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Soy proveedor/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre del negocio').fill(company);
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('proveedor'));
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('button', { name: 'Soy proveedor' }).click();
    await expect(page).toHaveURL(/\/proveedor\/setup$/);

    await expect(page.getByRole('heading', { name: 'Configura tu Empresa' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(page.getByText('El nombre de la empresa es requerido')).toBeVisible();
    await expect(page.getByText('El teléfono es requerido')).toBeVisible();
    await expect(page.getByText('La dirección es requerida')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nombre de la empresa').fill(company);
    await page.getByLabel('Descripción del negocio (opcional)').fill('Quesos y cremas artesanales de Jalisco');
    await page.getByLabel('Teléfono').fill('3312345678');
    await page.getByLabel('Dirección').fill('Av. Juárez 100, Tepatitlán, Jal.');
    await page.getByLabel('RFC (opcional)').fill('LLA010101AB1');
    await page.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(page.getByText('Empresa creada exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/supplier\/pricing$/);

    await expect(page.getByRole('heading', { name: 'Elige tu Plan' })).toBeVisible();
    await expect(page.getByText('Desde $49/mes')).toBeVisible();
    const monthly = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Plan Mensual' }) });
    const yearly = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Plan Anual' }) });
    await expect(monthly).toContainText('$49/mes');
    await expect(yearly).toContainText('$490/año');
    await expect(yearly).toContainText('Ahorra 15%');
    await expect(yearly).toContainText('≈ $40.83 al mes');
    await expect(yearly).toContainText('Ahorras $98 al año');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Ver demo primero' }).click();
    await expect(page).toHaveURL(/\/supplier\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Suscripción Requerida' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Ver Planes' }).click();
    await expect(page).toHaveURL(/\/proveedor\/precios$/);

    await page.getByRole('button', { name: 'Elegir Plan Anual' }).click();
    await expect(page).toHaveURL(/\/pago-de-prueba\?token=/);
    await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
    await expect(page.getByText(/no se realiza ningún cargo/)).toBeVisible();
    await expect(page.getByText('Plan Anual')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Simular pago exitoso' }).click();
    await expect(page).toHaveURL(/\/proveedor\/dashboard$/);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="badge"]', { hasText: 'Plan Anual' })).toBeVisible();
    await expect(page.locator('[data-stat="Productos"]')).toContainText('0');
    await expect(page.locator('[data-stat="Crecimiento"]')).toContainText('-');

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
    await expect(dialog.getByLabel('Pedido mínimo')).toHaveValue('1');
    await expect(dialog.getByRole('combobox', { name: 'Unidad' })).toHaveText('unidad');
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
    await expect(dialog.getByText('La categoría es requerida')).toBeVisible();
    await expect(dialog.getByText('El precio es requerido')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Nombre').fill(queso);
    await dialog.getByLabel('Descripción (opcional)').fill('Queso de hebra, bola de 1 kg');
    await dialog.getByLabel('Categoría').fill('Lácteos');
    await dialog.getByLabel('Precio').fill('98.50');
    await dialog.getByRole('combobox', { name: 'Unidad' }).click();
    await page.getByRole('option', { name: 'kg' }).click();
    await dialog.getByLabel('Stock').fill('40');
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Producto creado exitosamente').last()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await dialog.getByLabel('Nombre').fill(crema);
    await dialog.getByLabel('Categoría').fill('Lácteos');
    await dialog.getByLabel('Precio').fill('45');
    await dialog.getByRole('combobox', { name: 'Unidad' }).click();
    await page.getByRole('option', { name: 'litro' }).click();
    await dialog.getByLabel('Stock').fill('25');
    await dialog.getByLabel('Pedido mínimo').fill('2');
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Producto creado exitosamente').last()).toBeVisible();

    const catalogue = page.getByRole('region', { name: 'Catálogo de productos' });
    await expect(catalogue.getByRole('listitem')).toHaveCount(2);
    await expect(catalogue.getByRole('listitem').filter({ hasText: queso })).toContainText('$98.50 por kg');
    await expect(page.locator('[data-stat="Productos"]')).toContainText('2');

    await page.getByRole('button', { name: `Editar ${crema}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar producto' });
    await expect(edit.getByLabel('Pedido mínimo')).toHaveValue('2');
    await edit.getByLabel('Precio').fill('47.25');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Producto actualizado exitosamente')).toBeVisible();
    await expect(catalogue.getByRole('listitem').filter({ hasText: crema })).toContainText('$47.25 por litro');
  });

  test('gestionar: el portal de prueba cambia de plan', async () => {
    await page.getByRole('button', { name: 'Gestionar' }).click();
    await expect(page).toHaveURL(/\/portal-de-prueba$/);
    await expect(page.getByText('Plan Anual')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Cambiar a Plan Mensual/ }).click();
    await expect(page.getByText('Plan actualizado')).toBeVisible();
    // The toasts cover the link, and a pointer resting on a toast keeps it open: go by keyboard.
    await page.getByRole('link', { name: 'Volver al dashboard' }).press('Enter');
    await expect(page.locator('[data-slot="badge"]', { hasText: 'Plan Mensual' })).toBeVisible();
  });

  test('cancelar el plan saca los productos del marketplace', async () => {
    await createAccount(restaurant.request, { role: 'restaurant_owner', businessName: 'Fonda Doña Chuy' });
    const buyer = await restaurant.newPage();
    await searchMarketplace(buyer, run);
    await expect(buyer.getByRole('heading', { name: queso })).toBeVisible();
    await expect(buyer.getByRole('heading', { name: crema })).toBeVisible();

    await page.getByRole('button', { name: 'Gestionar' }).click();
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(page.getByRole('alertdialog', { name: '¿Cancelar suscripción?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByText('Suscripción cancelada')).toBeVisible();
    await expect(page).toHaveURL(/\/proveedor\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Suscripción Requerida' })).toBeVisible();

    await searchMarketplace(buyer, run);
    await expect(buyer.getByText('No se encontraron productos')).toBeVisible();
    await expect(buyer.getByRole('heading', { name: queso })).toHaveCount(0);
  });
});
