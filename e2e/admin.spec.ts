import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('administración', () => {
  test('el admin ve las estadísticas, promueve a un restaurante y lo ve en la auditoría', async ({ browser, page }) => {
    const restaurant = await browser.newContext();
    const { email } = await createAccount(restaurant.request, { role: 'restaurant_owner', businessName: 'Cocina Económica Lupita' });
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
