import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiProduct } from './support/inventory';

/** Decision 050 on a phone: a salsa made in 2 l batches goes into stock at its cost, and tacos use it. */

// Two recipes, two preparations and the products list: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const noSideScroll = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth);
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function ingredient(
  page: Page,
  dialog: Locator,
  number: number,
  product: string,
  quantity: string,
  unit: string,
) {
  await choose(page, dialog.getByLabel(`Ingrediente ${number}`, { exact: true }), product);
  await choose(page, dialog.getByLabel(`Unidad del ingrediente ${number}`), unit);
  await dialog.getByLabel(`Cantidad del ingrediente ${number}`, { exact: true }).fill(quantity);
}

test('a 390 px: una salsa que produce inventario se prepara por lote, entra al stock con su costo y la usan los tacos', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.request, { role: 'restaurant_owner' });
  const raw = { minStockQuantity: '0', unit: 'kg' };
  await apiProduct(page.request, { name: 'Jitomate', currentPrice: '20.00', stockQuantity: '10', ...raw });
  await apiProduct(page.request, { name: 'Chile serrano', currentPrice: '40.00', stockQuantity: '5', ...raw });
  await apiProduct(page.request, { ...raw, name: 'Salsa verde', currentPrice: '0', stockQuantity: '0', unit: 'lt' });
  await apiProduct(page.request, { ...raw, name: 'Tortilla', currentPrice: '1.50', stockQuantity: '100', unit: 'pza' });

  // The salsa: 500 g of jitomate ($10) and 250 g of chile ($10) make 2 l, $10.00 the litre.
  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Salsa verde');
  await dialog.getByLabel('Rendimiento', { exact: true }).fill('2');
  await dialog.getByLabel('Unidad', { exact: true }).fill('l');
  await ingredient(page, dialog, 1, 'Jitomate (kg)', '500', 'g');
  await dialog.getByRole('button', { name: 'Agregar ingrediente' }).click();
  await ingredient(page, dialog, 2, 'Chile serrano (kg)', '250', 'g');
  await dialog.getByLabel('Produce inventario').check();
  await choose(page, dialog.getByLabel('Producto que produce'), 'Salsa verde (l)');
  await expect(dialog.getByLabel('Unidad del lote')).toHaveText('l');
  await dialog.getByLabel('Cantidad por lote').fill('2');
  expect(await noSideScroll(dialog)).toBe(true);
  await dialog.getByRole('button', { name: 'Crear receta' }).click();
  await expect(page.getByText('Receta creada exitosamente')).toBeVisible();

  const card = (name: string) =>
    page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const salsaCard = card('Salsa verde');
  await expect(salsaCard.getByTestId('recipe-produces')).toContainText('Produce 2 l de Salsa verde');
  await expect(salsaCard.getByTestId('recipe-produces')).toContainText('$10.00 por l · En inventario: 0 ml');
  expect(await pageFits(page)).toBe(true);

  // One batch: the ingredients go down, 2 l of salsa come in at $10.00 the litre.
  await page.goto('/preparaciones');
  const available = (name: string) => page.getByTestId('available-recipe').filter({ hasText: name });
  await available('Salsa verde').getByRole('button', { name: 'Preparar Salsa verde' }).click();
  await expect(dialog.getByText('Agrega 2 l de Salsa verde al inventario')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
  await expect(page.getByText('Preparación registrada exitosamente')).toBeVisible();
  await expect(page.getByText('Se agregaron 2 l de Salsa verde al inventario a $10.00 por l')).toBeVisible();
  await expect(page.getByTestId('preparation-produced')).toHaveText('+2 l de Salsa verde');
  expect(await pageFits(page)).toBe(true);

  await page.goto('/productos');
  const salsaRow = page.getByTestId('product-row').filter({ hasText: 'Salsa verde' });
  await expect(salsaRow).toContainText('2 l');
  await expect(salsaRow).toContainText('$10.00');

  // Tacos with 50 ml of the salsa: 0.05 l × $10.00 = $0.50, plus 3 tortillas at $1.50.
  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  await dialog.getByLabel('Nombre').fill('Tacos de bistec');
  await dialog.getByLabel('Rendimiento', { exact: true }).fill('3');
  await dialog.getByLabel('Unidad', { exact: true }).fill('taco');
  await ingredient(page, dialog, 1, 'Tortilla (pza)', '3', 'pza');
  await dialog.getByRole('button', { name: 'Agregar ingrediente' }).click();
  await ingredient(page, dialog, 2, 'Salsa verde (l)', '50', 'ml');
  await dialog.getByRole('button', { name: 'Crear receta' }).click();
  await expect(page.getByText('Receta creada exitosamente')).toBeVisible();
  const tacos = card('Tacos de bistec');
  await expect(tacos.getByRole('listitem').filter({ hasText: 'Salsa verde' })).toHaveText('Salsa verde · 50 ml$0.50');
  await expect(tacos.getByTestId('recipe-total-cost')).toHaveText('$5.00');
  await expect(tacos.getByTestId('recipe-produces')).toHaveCount(0);

  // Four batches of tacos take 200 ml of salsa: 1.8 l left.
  await page.goto('/preparaciones');
  await expect(available('Tacos de bistec').getByTestId('ingredient-stock')).toContainText(['Salsa verde2 l / 50 ml']);
  await available('Tacos de bistec').getByRole('button', { name: 'Preparar Tacos de bistec' }).click();
  await dialog.getByLabel('Cantidad (veces la receta)').fill('4');
  await expect(dialog.getByText('usa 200 ml · hay 2 l')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
  await expect(page.getByText('Preparación registrada exitosamente')).toBeVisible();
  await expect(available('Tacos de bistec').getByTestId('ingredient-stock')).toContainText([
    'Salsa verde1.8 l / 50 ml',
  ]);
  await page.goto('/productos');
  await expect(salsaRow).toContainText('1.8 l');
  expect(await pageFits(page)).toBe(true);
});
