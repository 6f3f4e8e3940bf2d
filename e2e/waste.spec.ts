import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

/** Decision 045 on a phone: waste logged in grams of a product kept in kg leaves stock and is valued at its cost. */

test.use({ viewport: { width: 390, height: 844 } });

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a 390 px: desde «Más» se registra una merma en gramos; baja el stock, queda en el historial y en los totales del mes', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Taquería El Güero' });
  await apiProduct(page.request, { name: 'Queso Oaxaca', currentPrice: '129.90', stockQuantity: '3', unit: 'kg' });
  await apiProduct(page.request, { name: 'Tortilla de maíz', currentPrice: '2', stockQuantity: '100', unit: 'pza' });

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('navigation', { name: 'Todas las secciones' }).getByRole('link', { name: 'Merma' }).click();
  await expect(page).toHaveURL(/\/merma$/);
  await expect(page.getByRole('heading', { name: 'Merma', level: 1 })).toBeVisible();
  await expect(page.getByText(/No hay merma registrada en/)).toBeVisible();

  // Nothing filled: each field says what it needs and nothing is sent.
  const form = page.getByRole('form', { name: 'Registrar merma' });
  await form.getByRole('button', { name: 'Registrar merma' }).click();
  await expect(form.getByText('Selecciona un producto')).toBeVisible();
  await expect(form.getByText('Selecciona un motivo')).toBeVisible();

  await form.getByLabel('Producto').selectOption({ label: 'Queso Oaxaca' });
  await expect(form.getByTestId('waste-stock')).toHaveText('Hay 3 kg · $129.90 por kg');
  await form.getByLabel('Unidad').selectOption({ label: 'g' });
  await form.getByLabel('Cantidad').fill('350');
  await expect(form.getByTestId('waste-value')).toHaveText('Valor de la merma: $45.47');
  await form.getByLabel('Motivo').selectOption({ label: 'Caducado' });
  await form.getByLabel('Nota (opcional)').fill('Se quedó fuera del refri');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Registrar merma' }).click();
  await expect(page.getByText('Merma registrada')).toBeVisible();
  await expect(page.getByTestId('waste-entry')).toHaveCount(1);
  await expect(form.getByLabel('Cantidad')).toHaveValue('');

  // A second one, in the product's own unit.
  await form.getByLabel('Producto').selectOption({ label: 'Tortilla de maíz' });
  await form.getByLabel('Cantidad').fill('30');
  await form.getByLabel('Motivo').selectOption({ label: 'Sobreproducción' });
  await form.getByRole('button', { name: 'Registrar merma' }).click();

  const entries = page.getByTestId('waste-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Tortilla de maíz$60.00');
  await expect(entries.nth(1)).toContainText('Queso Oaxaca$45.47');
  await expect(entries.nth(1)).toContainText('350 g · Caducado');
  await expect(entries.nth(1)).toContainText('Se quedó fuera del refri');
  const totals = page.locator('dl[aria-label^="Totales de merma"]');
  await expect(totals.getByRole('definition').first()).toHaveText('$105.47');
  await expect(totals).toContainText('Caducado$45.47 (1 registro)');
  await expect(totals).toContainText('Sobreproducción$60.00 (1 registro)');
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });

  // The stock and its journal agree: 3 kg − 350 g = 2.65 kg, through a "Merma" movement.
  await page.goto('/productos');
  await expect(page.getByTestId('product-row').filter({ hasText: 'Queso Oaxaca' })).toContainText('2.65 kg');
  await page.getByRole('button', { name: 'Ver Queso Oaxaca' }).click();
  const movement = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem').first();
  await expect(movement).toContainText('Merma');
  await expect(movement).toContainText('−350 g');
  await expect(movement).toContainText('Quedan 2.65 kg');
});
