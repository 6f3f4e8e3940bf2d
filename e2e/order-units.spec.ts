import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiContact, fillProductForm } from './support/inventory';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 } });

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Nothing wider than the screen, at 390 px and at 320 px. */
async function expectNoSideScroll(page: Page) {
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('en un teléfono: un producto en kg con «Caja 25 kg», se piden 2 cajas, se reciben a $500 y el stock sube 50 kg a $20.00 el kg', async ({
  page,
  context,
}) => {
  // Five screens and two accessibility scans: more than the default minute on a busy machine.
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Fonda Doña Mary' });
  await apiContact(page.request, { name: 'Central de Abasto' });

  // The product and its pack, through the product form.
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await fillProductForm(page, {
    name: 'Jitomate saladet',
    price: '18',
    stock: '4',
    unit: 'kg',
    supplier: 'Central de Abasto',
  });
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Agregar presentación' }).click();
  await form.getByLabel('Nombre de la presentación 1').fill('Caja');
  await form.getByLabel('Cantidad de la presentación 1').fill('25');
  await expect(form.getByLabel('Unidad de la presentación 1')).toHaveValue('kg');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText('Producto creado exitosamente')).toBeVisible();
  const row = page.getByTestId('product-row').filter({ hasText: 'Jitomate saladet' });
  await expect(row).toContainText('4 kg · $18.00');

  // The order: 2 cajas, priced from $18.00 the kg.
  await page.goto('/ordenes/nueva');
  await page.getByLabel('Proveedor', { exact: true }).selectOption({ label: 'Central de Abasto' });
  const unit = page.getByLabel('Unidad de Jitomate saladet');
  await expect(unit.getByRole('option')).toHaveText(['kg', 'Caja (25 kg)', 'g', 'lb', 'oz']);
  await unit.selectOption({ label: 'Caja (25 kg)' });
  await page.getByLabel('Jitomate saladet', { exact: true }).fill('2');
  const summary = page.getByRole('list', { name: 'Productos en la orden' });
  await expect(summary).toContainText('2 cajas (50 kg) × $450.00');
  await expect(page.getByTestId('draft-total')).toHaveText('$900.00');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page.getByText('Orden creada exitosamente')).toBeVisible();

  await page.getByTestId('order-card').first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('order-items')).toContainText('2 cajas (50 kg) × $450.00');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copiar pedido' }).click();
  await expect(page.getByText('Pedido copiado al portapapeles')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '• 2 cajas (50 kg) Jitomate saladet — $900.00',
  );

  // Receiving, in cajas: the stock gains 50 kg and the price becomes $500 ÷ 25 kg.
  await dialog.getByRole('button', { name: 'Recibir orden' }).click();
  const line = dialog.getByRole('group', { name: 'Jitomate saladet' });
  await expect(line.getByLabel('Cantidad recibida (cajas)')).toHaveValue('2');
  await expect(line.getByTestId('receive-gain')).toHaveText('El stock sube 50 kg');
  await line.getByLabel('Precio pagado por caja').fill('500');
  await expect(line).toContainText('Precio por kg: $18.00 → $20.00');
  await expect(dialog).toContainText('$1,000.00');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(page.getByText('Orden recibida: inventario actualizado')).toBeVisible();
  await expect(dialog.getByTestId('order-items')).toContainText('Recibido: 2 cajas (50 kg)');
  await expect(dialog.getByTestId('order-detail-total')).toHaveText('$1,000.00');
  await page.keyboard.press('Escape');

  await page.goto('/productos');
  await expect(row).toContainText('54 kg · $20.00');
  await page.getByRole('button', { name: 'Ver Jitomate saladet' }).click();
  const movement = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem').first();
  await expect(movement).toContainText('Recepción de orden');
  await expect(movement).toContainText('+50 kg');
  await expect(movement).toContainText('Quedan 54 kg');
  await page.keyboard.press('Escape');

  await page.goto('/alertas');
  const alert = page.getByTestId('unread-alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Jitomate saladet');
  await expect(alert).toContainText('Precio anterior$18.00');
  await expect(alert).toContainText('Precio nuevo$20.00');
  await expect(alert).toContainText('+11.1%');
});
