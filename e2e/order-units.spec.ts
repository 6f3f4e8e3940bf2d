import { expect, test, type Locator, type Page } from '@playwright/test';
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

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('en un teléfono: producto en kg con «Caja 25 kg», 2 cajas pedidas y recibidas a $500 (50 kg a $20.00 el kg), una receta en gramos preparada: stock, costo y movimientos coinciden', async ({
  page,
  context,
}) => {
  // Eight screens and two accessibility scans: more than the default minute on a busy machine.
  test.setTimeout(240_000);
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
  await expect(alert).toContainText('Precio anterior$18.00 por kg');
  await expect(alert).toContainText('Precio nuevo$20.00 por kg');
  await expect(alert).toContainText('+11.1%');

  // A salsa written in grams of the product kept in kg: 200 g × $20.00 el kg = $4.00.
  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const recipeForm = page.getByRole('dialog');
  await recipeForm.getByLabel('Nombre').fill('Salsa roja');
  await recipeForm.getByLabel('Rendimiento', { exact: true }).fill('1');
  await recipeForm.getByLabel('Unidad', { exact: true }).fill('litro');
  await choose(page, recipeForm.getByLabel('Ingrediente 1', { exact: true }), 'Jitomate saladet (kg)');
  await choose(page, recipeForm.getByLabel('Unidad del ingrediente 1'), 'g');
  await recipeForm.getByLabel('Cantidad del ingrediente 1', { exact: true }).fill('200');
  await recipeForm.getByRole('button', { name: 'Crear receta' }).click();
  await expect(page.getByText('Receta creada exitosamente')).toBeVisible();
  const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name: 'Salsa roja' }) });
  await expect(card.getByRole('list', { name: 'Ingredientes de Salsa roja' }).getByRole('listitem')).toHaveText([
    'Jitomate saladet · 200 g$4.00',
  ]);
  await expect(card.getByTestId('recipe-total-cost')).toHaveText('$4.00');

  // Three batches take 600 g of the 54 kg and cost $12.00.
  await page.goto('/preparaciones');
  const available = page.getByTestId('available-recipe').filter({ hasText: 'Salsa roja' });
  await available.getByRole('button', { name: 'Preparar Salsa roja' }).click();
  const prepare = page.getByRole('dialog');
  await prepare.getByLabel('Cantidad (veces la receta)').fill('3');
  await expect(prepare.getByText('usa 600 g · hay 54 kg')).toBeVisible();
  await expect(prepare.getByText('Costo estimado: $12.00')).toBeVisible();
  await prepare.getByRole('button', { name: 'Confirmar preparación' }).click();
  await expect(page.getByText('Preparación registrada exitosamente')).toBeVisible();
  await expect(page.getByTestId('preparation-row').first()).toContainText('$12.00');

  // The products list and the journal agree: 54 kg − 600 g = 53.4 kg, still $20.00 el kg.
  await page.goto('/productos');
  await expect(row).toContainText('53.4 kg · $20.00');
  await page.getByRole('button', { name: 'Ver Jitomate saladet' }).click();
  const movements = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem');
  await expect(movements.first()).toContainText('Preparación');
  await expect(movements.first()).toContainText('−600 g');
  await expect(movements.first()).toContainText('Quedan 53.4 kg');
  await expect(movements.nth(1)).toContainText('+50 kg');
  expect(await fitsTheScreen(page)).toBe(true);
});
