import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { bannerPng, signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('administración', () => {
  test('el admin ve las estadísticas, promueve a un restaurante y lo ve en la auditoría', async ({ browser, page }) => {
    const restaurant = await browser.newContext();
    const { email } = await createAccount(restaurant.request, {
      role: 'restaurant_owner',
      businessName: 'Cocina Económica Lupita',
    });
    await restaurant.close();

    const adminEmail = await signInAsAdmin(page.request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    for (const label of ['Total Usuarios', 'Total Productos', 'Proveedores', 'Órdenes']) {
      await expect(page.locator(`[data-stat="${label}"]`)).toContainText(/\d+/);
    }
    const users = Number((await page.locator('[data-stat="Total Usuarios"] p').textContent())?.replace(/\D/g, ''));
    expect(users).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('link', { name: 'Gestionar Publicidad' })).toHaveAttribute('href', '/admin/anuncios');
    await expectNoSeriousA11yViolations(page);

    const row = page.locator(`li[data-user-email="${email}"]`);
    await expect(row.getByLabel('Roles')).toHaveText('Restaurante');
    await row.getByRole('button', { name: `Promover a ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Promover a administrador?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Promover' }).click();
    await expect(page.getByText('Usuario promovido a administrador')).toBeVisible();
    await expect(row.getByLabel('Roles')).toContainText('Administrador');
    await expect(row.getByRole('button', { name: /Promover/ })).toHaveCount(0);

    const audit = page.getByRole('list', { name: 'Registro de auditoría' });
    await expect(audit.getByRole('listitem').first()).toContainText(`Promovió a ${email} a administrador`);
    await expect(audit.getByRole('listitem').first()).toContainText(adminEmail);
  });

  test('si el servidor falla: «Error al promover usuario» y «Error al crear anuncio», y nada cambia', async ({
    browser,
    page,
  }) => {
    const restaurant = await browser.newContext();
    const { email } = await createAccount(restaurant.request, { role: 'restaurant_owner' });
    await restaurant.close();
    await signInAsAdmin(page.request);
    const unavailable = { status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } };

    await page.route('**/api/admin/users/*/promote', (route) => route.fulfill(unavailable));
    await page.goto('/admin');
    const row = page.locator(`li[data-user-email="${email}"]`);
    await row.getByRole('button', { name: `Promover a ${email}` }).click();
    await page
      .getByRole('alertdialog', { name: '¿Promover a administrador?' })
      .getByRole('button', { name: 'Promover' })
      .click();
    await expect(page.getByText('Error al promover usuario')).toBeVisible();
    await page.reload();
    await expect(row.getByLabel('Roles')).toHaveText('Restaurante');

    const title = `Sin servidor ${Date.now().toString(36)}`;
    await page.route('**/api/admin/ads', (route) =>
      route.request().method() === 'POST' ? route.fulfill(unavailable) : route.fallback(),
    );
    await page.goto('/admin/anuncios');
    await page.getByRole('button', { name: 'Nuevo anuncio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo anuncio' });
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() });
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByRole('button', { name: 'Crear anuncio' }).click();
    await expect(page.getByText('Error al crear anuncio')).toBeVisible();
    await expect(page.getByText('Servicio no disponible')).toBeVisible();
    const ads = (await (await page.request.get('/api/admin/ads')).json()) as Array<{ title: string }>;
    expect(ads.map((ad) => ad.title)).not.toContain(title);
  });

  test('quien no es admin no entra a /admin ni a /admin/anuncios', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para acceder a esta página')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gestionar Publicidad' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/anuncios');
    await expect(page.getByText('Acceso denegado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Nuevo anuncio' })).toHaveCount(0);
  });
});
