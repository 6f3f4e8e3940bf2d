import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { bannerPng, deleteAllAds, signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';

const title = `Jitomate de temporada ${Date.now().toString(36)}`;
const link = 'https://frescos-del-valle.mx/promo';

test.describe.serial('publicidad', () => {
  let admin: BrowserContext;
  let restaurant: BrowserContext;
  let adminPage: Page;
  let restaurantPage: Page;

  test.beforeAll(async ({ browser }) => {
    admin = await browser.newContext();
    restaurant = await browser.newContext();
    await signInAsAdmin(admin.request);
    await deleteAllAds(admin.request);
    await createAccount(restaurant.request, { role: 'restaurant_owner' });
    // The ad's link opens in a popup: answer it here so no request leaves the machine.
    await restaurant.route('https://frescos-del-valle.mx/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Promo</title><h1>Promo</h1>' }),
    );
    adminPage = await admin.newPage();
    restaurantPage = await restaurant.newPage();
  });
  test.afterAll(async () => {
    await admin.close();
    await restaurant.close();
  });

  const card = () => adminPage.locator(`[data-ad-title="${title}"]`);
  const slot = () => restaurantPage.getByRole('complementary', { name: 'Publicidad' });

  test('el admin crea un anuncio del dashboard con imagen y enlace', async () => {
    await adminPage.goto('/admin');
    await adminPage.getByRole('link', { name: 'Gestionar Publicidad' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/anuncios$/);
    await adminPage.getByRole('button', { name: 'Nuevo anuncio' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Nuevo anuncio' });
    await expect(dialog).toContainText('1200x400px');
    await expect(dialog.getByRole('button', { name: 'Crear anuncio' })).toBeDisabled();
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() });
    await dialog.getByLabel('Título').fill(title);
    await expect(dialog.getByLabel('Posición')).toHaveText('Dashboard');
    await dialog.getByLabel('Enlace (opcional)').fill('no es un enlace');
    await dialog.getByRole('button', { name: 'Crear anuncio' }).click();
    await expect(dialog.getByText('Ingresa una URL válida (http:// o https://)')).toBeVisible();
    await dialog.getByLabel('Enlace (opcional)').fill(link);
    await dialog.getByRole('button', { name: 'Crear anuncio' }).click();
    await expect(adminPage.getByText('Anuncio creado exitosamente')).toBeVisible();
    await expect(card()).toContainText('Posición: Dashboard');
    await expect(card().getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(card().locator('[data-metric="CTR"]')).toHaveText('0.00%');
    await expectNoSeriousA11yViolations(adminPage);
  });

  test('el restaurante lo ve en su dashboard y el clic abre el enlace', async () => {
    await restaurantPage.goto('/dashboard');
    await expect(slot()).toContainText(title);
    // The image is served by /api/files with a sandbox CSP, which must not stop it from showing.
    await expect
      .poll(() =>
        slot()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(300);
    const adLink = slot().getByRole('link');
    await expect(adLink).toHaveAttribute('href', link);
    await expect(adLink).toHaveAttribute('target', '_blank');
    await expect(adLink).toHaveAttribute('rel', 'noopener noreferrer');
    const popup = restaurantPage.waitForEvent('popup');
    await adLink.click();
    await expect(await popup).toHaveURL(link);
  });

  test('el admin ve 1 impresión, 1 clic y CTR 100.00', async () => {
    await expect(async () => {
      await adminPage.reload();
      await expect(card().locator('[data-metric="Impresiones"]')).toHaveText('1', { timeout: 1000 });
      await expect(card().locator('[data-metric="Clics"]')).toHaveText('1', { timeout: 1000 });
    }).toPass();
    await expect(card().locator('[data-metric="CTR"]')).toHaveText('100.00%');
  });

  test('desactivado, vuelve el espacio publicitario; luego se elimina', async () => {
    await card()
      .getByRole('switch', { name: `Anuncio activo: ${title}` })
      .click();
    await expect(adminPage.getByText('Estado actualizado')).toBeVisible();
    await expect(card().getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(card().getByRole('switch')).toHaveText('Inactivo');

    await restaurantPage.reload();
    await expect(slot()).toContainText('Espacio publicitario disponible');
    await expect(slot()).not.toContainText(title);

    const imageUrl = await card().getByRole('img', { name: title }).getAttribute('src');
    await card()
      .getByRole('button', { name: `Eliminar ${title}` })
      .click();
    await adminPage
      .getByRole('alertdialog', { name: '¿Eliminar anuncio?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(adminPage.getByText('Anuncio eliminado')).toBeVisible();
    await expect(card()).toHaveCount(0);
    expect((await admin.request.get(imageUrl!)).status()).toBe(404);
  });
});
