import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiContact, apiProduct } from './support/inventory';

/** Decision 046 on a phone: two suppliers below their minimums, one suggestion, two orders in one step. */

test.use({ viewport: { width: 390, height: 844 } });

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a 390 px: «Pedido sugerido» propone cajas y litros por proveedor, se edita una cantidad y se crean las dos órdenes', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Fonda La Esperanza' });
  const central = await apiContact(page.request, { name: 'Central de Abasto', whatsappNumber: '55 1234 5678' });
  const lacteos = await apiContact(page.request, { name: 'Lácteos del Valle' });
  const jitomate = await apiProduct(page.request, {
    name: 'Jitomate saladet',
    currentPrice: '18',
    stockQuantity: '60',
    minStockQuantity: '20',
    supplierId: central.id,
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  await apiProduct(page.request, {
    name: 'Crema',
    currentPrice: '30',
    stockQuantity: '3',
    minStockQuantity: '10',
    unit: 'lt',
    supplierId: lacteos.id,
  });
  // 56 kg thrown away in the last weeks: 2 kg a day of use.
  const waste = await page.request.post('/api/waste', {
    data: { productId: jitomate.id, quantity: '56', reason: 'caducado' },
  });
  expect(waste.ok()).toBeTruthy();

  await page.goto('/ordenes');
  await page.getByRole('link', { name: 'Pedido sugerido' }).click();
  await expect(page).toHaveURL(/\/ordenes\/sugerido$/);
  const central_ = page.getByRole('group', { name: 'Central de Abasto' });
  const lacteos_ = page.getByRole('group', { name: 'Lácteos del Valle' });
  // 20 + 2 × 7 − 4 = 30 kg → 2 cajas; 10 − 3 = 7 l.
  await expect(central_).toContainText('Hay 4 kg · mínimo 20 kg · usas 2 kg al día');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('2');
  await expect(central_).toContainText('Caja (25 kg)');
  await expect(central_.getByTestId('suggested-total')).toHaveText('$900.00');
  await expect(lacteos_.getByLabel('Cantidad de Crema')).toHaveValue('7');
  await expect(lacteos_.getByTestId('suggested-total')).toHaveText('$210.00');

  // A delivery in three weeks asks for more: 20 + 2 × 21 − 4 = 58 kg → 3 cajas.
  await page.getByLabel('Días hasta la próxima entrega').fill('21');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('3');
  await page.getByLabel('Días hasta la próxima entrega').fill('7');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('2');

  await lacteos_.getByLabel('Cantidad de Crema').fill('-1');
  await expect(lacteos_.getByRole('alert')).toHaveText('El valor no puede ser negativo');
  await expect(page.getByRole('button', { name: 'Crear 1 orden' })).toBeDisabled();
  await lacteos_.getByLabel('Cantidad de Crema').fill('8');
  await expect(lacteos_.getByTestId('suggested-total')).toHaveText('$240.00');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear 2 órdenes' }).click();
  await expect(page.getByText('2 órdenes creadas')).toBeVisible();
  await expect(page).toHaveURL(/\/ordenes$/);
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Central de Abasto' })).toContainText('$900.00');
  await expect(cards.filter({ hasText: 'Lácteos del Valle' })).toContainText('$240.00');

  // What is on order now covers both: nothing left to suggest.
  await page.getByRole('link', { name: 'Pedido sugerido' }).click();
  await expect(page.getByText('Nada que pedir: tu stock cubre los mínimos y el uso previsto.')).toBeVisible();
});
