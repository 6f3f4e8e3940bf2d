import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiProduct } from './support/inventory';

/** Lets reads through and answers every write under `url` with a 503, as a server that is down. */
const failWrites = (page: Page, url: string) =>
  page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } }),
  );

test('si el servidor falla, recetario, categorías y preparaciones muestran los toasts de §8 y nada cambia', async ({
  page,
}) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  const tomato = await apiProduct(page.request, {
    name: 'Tomate saladet',
    currentPrice: '25.50',
    stockQuantity: '10',
    unit: 'kg',
  });
  const recipe = {
    name: 'Salsa roja',
    finalYield: '1',
    yieldUnit: 'litro',
    ingredients: [{ productId: tomato.id, quantity: '1' }],
  };
  expect((await page.request.post('/api/recipes', { data: recipe })).ok()).toBeTruthy();
  expect((await page.request.post('/api/recipe-categories', { data: { name: 'Salsas' } })).ok()).toBeTruthy();

  await failWrites(page, '**/api/recipes**');
  await page.goto('/recetario');
  await page.getByRole('button', { name: 'Nueva Receta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Guacamole');
  await dialog.getByLabel('Rendimiento', { exact: true }).fill('1');
  await dialog.getByLabel('Ingrediente 1', { exact: true }).click();
  await page.getByRole('option', { name: 'Tomate saladet (kg)' }).click();
  await dialog.getByLabel('Cantidad del ingrediente 1', { exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Crear receta' }).click();
  await expect(page.getByText('Error al crear receta')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar Salsa roja' }).click();
  await dialog.getByLabel('Rendimiento', { exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Error al actualizar receta')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Eliminar Salsa roja' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error al eliminar receta')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('recipe-card')).toHaveCount(1);
  await expect(page.getByTestId('recipe-yield')).toHaveText('Rendimiento: 1 litro');

  await failWrites(page, '**/api/recipe-categories**');
  await page.goto('/categorias-recetas');
  await page.getByRole('button', { name: 'Editar Salsas' }).click();
  await dialog.getByLabel('Nombre').fill('Salsas picantes');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Error al actualizar categoría')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Eliminar Salsas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error al eliminar categoría')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('category-row')).toHaveCount(1);
  await expect(page.getByTestId('category-row')).toContainText('Salsas');

  await failWrites(page, '**/api/preparations');
  await page.goto('/preparaciones');
  await page.getByRole('button', { name: 'Preparar Salsa roja' }).click();
  await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
  await expect(page.getByText('Error al registrar preparación')).toBeVisible();
  await expect(page.getByText('Servicio no disponible')).toBeVisible();
  const [product] = (await (await page.request.get('/api/products?search=Tomate')).json()).items as Array<{
    stockQuantity: string;
  }>;
  expect(Number(product.stockQuantity)).toBe(10);
});
