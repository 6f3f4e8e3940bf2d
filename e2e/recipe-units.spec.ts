import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

/** Decision 036 on a phone: a recipe written in grams of a product kept in kg, with yield and steps. */

// A long journey (form, card, edit, preparation, four axe scans): more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const noSideScroll = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth);
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a 390 px: receta en gramos de un producto en kg, con rendimiento y pasos; al prepararla baja el stock bruto', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.request, { role: 'restaurant_owner' });
  const queso = await apiProduct(page.request, {
    name: 'Queso Oaxaca',
    currentPrice: '40.00',
    stockQuantity: '2',
    minStockQuantity: '0',
    unit: 'kg',
  });

  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Quesadillas');
  await dialog.getByLabel('Rendimiento', { exact: true }).fill('4');
  await dialog.getByLabel('Unidad', { exact: true }).fill('orden');
  const unit = dialog.getByLabel('Unidad del ingrediente 1');
  await expect(unit).toBeDisabled();
  await choose(page, dialog.getByLabel('Ingrediente 1', { exact: true }), 'Queso Oaxaca (kg)');
  await expect(unit).toHaveText('kg');
  await unit.click();
  // The product's base unit, then the measures of its dimension; no volume without a density.
  await expect(page.getByRole('option')).toHaveText(['kg', 'g', 'lb', 'oz']);
  await page.getByRole('option', { name: 'g', exact: true }).click();
  await dialog.getByLabel('Cantidad del ingrediente 1', { exact: true }).fill('250');
  await dialog.getByLabel('Rendimiento % del ingrediente 1 (opcional)').fill('80');

  await dialog.getByRole('button', { name: 'Agregar paso' }).click();
  await dialog.getByLabel('Paso 1', { exact: true }).fill('Agrega el queso deshebrado.');
  await dialog.getByRole('button', { name: 'Agregar paso' }).click();
  await dialog.getByLabel('Paso 2', { exact: true }).fill('Calienta la tortilla en el comal.');
  await dialog.getByRole('button', { name: 'Agregar paso' }).click();
  await dialog.getByLabel('Paso 3', { exact: true }).fill('Borrar este paso');
  await dialog.getByRole('button', { name: 'Quitar paso 3' }).click();
  await dialog.getByRole('button', { name: 'Subir paso 2' }).click();
  await expect(dialog.getByLabel('Paso 1', { exact: true })).toHaveValue('Calienta la tortilla en el comal.');
  await expect(dialog.getByRole('button', { name: 'Subir paso 1' })).toBeDisabled();
  expect(await noSideScroll(dialog)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear receta' }).click();
  await expect(page.getByText('Receta creada exitosamente')).toBeVisible();

  // 250 g = 0.25 kg ÷ 80 % × $40.00 = $12.50 exactly; ÷ 4 órdenes = $3.13.
  const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name: 'Quesadillas' }) });
  await expect(card.getByRole('list', { name: 'Ingredientes de Quesadillas' }).getByRole('listitem')).toHaveText([
    'Queso Oaxaca · 250 g (rend. 80 %)$12.50',
  ]);
  await expect(card.getByTestId('recipe-total-cost')).toHaveText('$12.50');
  await expect(card.getByTestId('recipe-cost-per-unit')).toHaveText('$3.13');
  await card.getByText('Preparación (2 pasos)').click();
  await expect(card.getByRole('listitem').filter({ hasText: /comal|queso deshebrado/ })).toHaveText([
    'Calienta la tortilla en el comal.',
    'Agrega el queso deshebrado.',
  ]);
  expect(await pageFits(page)).toBe(true);

  // Editing keeps the unit and yield as written and changes a step.
  await page.getByRole('button', { name: 'Editar Quesadillas' }).click();
  await expect(dialog.getByLabel('Unidad del ingrediente 1')).toHaveText('g');
  await expect(dialog.getByLabel('Cantidad del ingrediente 1', { exact: true })).toHaveValue('250');
  await expect(dialog.getByLabel('Rendimiento % del ingrediente 1 (opcional)')).toHaveValue('80');
  await dialog.getByLabel('Paso 2', { exact: true }).fill('Agrega el queso deshebrado y dobla.');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Receta actualizada exitosamente')).toBeVisible();
  await expect(card.getByText('Agrega el queso deshebrado y dobla.')).toBeAttached();

  // One batch takes 0.3125 kg of stock → 0.313 kg (rounded once); two take 0.625 kg.
  await page.goto('/preparaciones');
  const available = page.getByTestId('available-recipe').filter({ hasText: 'Quesadillas' });
  await expect(available.getByTestId('ingredient-stock')).toHaveText(['Queso Oaxaca2 kg / 313 g'], { timeout: 30_000 });
  await available.getByRole('button', { name: 'Preparar Quesadillas' }).click();
  await dialog.getByLabel('Cantidad (veces la receta)').fill('2');
  await expect(dialog.getByText('usa 625 g · hay 2 kg')).toBeVisible();
  await expect(dialog.getByText('Costo estimado: $25.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
  await expect(page.getByText('Preparación registrada exitosamente')).toBeVisible();
  await expect(available.getByTestId('ingredient-stock')).toHaveText(['Queso Oaxaca1.375 kg / 313 g']);
  await expect(page.getByTestId('preparation-row')).toContainText('$25.00');
  const product = (await (await page.request.get(`/api/products/${queso.id}`)).json()) as { stockQuantity: string };
  expect(product.stockQuantity).toBe('1.375');
  expect(await pageFits(page)).toBe(true);
});

test('a 320 px el formulario de receta cabe: ingrediente con unidad y rendimiento, y pasos', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await createAccount(page.request, { role: 'restaurant_owner' });
  await apiProduct(page.request, { name: 'Aceite vegetal', currentPrice: '45', stockQuantity: '5', unit: 'lt' });
  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog.getByLabel('Ingrediente 1', { exact: true }), 'Aceite vegetal (l)');
  await expect(dialog.getByLabel('Unidad del ingrediente 1')).toHaveText('l');
  await choose(page, dialog.getByLabel('Unidad del ingrediente 1'), 'cda');
  await dialog.getByRole('button', { name: 'Agregar paso' }).click();
  await dialog.getByLabel('Paso 1', { exact: true }).fill('Calienta el aceite.');
  await dialog.getByRole('button', { name: 'Agregar ingrediente' }).click();
  expect(await noSideScroll(dialog)).toBe(true);
  expect(await pageFits(page)).toBe(true);
  for (const label of [
    'Cantidad del ingrediente 2',
    'Unidad del ingrediente 2',
    'Rendimiento % del ingrediente 2 (opcional)',
  ]) {
    const box = (await dialog.getByLabel(label, { exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.width).toBeGreaterThan(40);
  }
  await expectNoSeriousA11yViolations(page);
});
