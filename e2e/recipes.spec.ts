import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

async function apiRecipe(
  request: APIRequestContext,
  data: {
    name: string;
    category?: string;
    finalYield: string;
    yieldUnit: string;
    salePrice?: string;
    ingredients: Array<{ productId: string; quantity: string }>;
  },
) {
  const response = await request.post('/api/recipes', { data });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: string };
}

async function chooseProduct(page: Page, row: number, option: string) {
  await page.getByRole('dialog').getByLabel(`Ingrediente ${row}`, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

const card = (page: Page, name: string) =>
  page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name }) });

test.describe('recetario', () => {
  test('categoría, receta con costos y food cost, edición y búsqueda por categoría', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const tomato = await apiProduct(page.request, {
      name: 'Tomate saladet',
      currentPrice: '25.50',
      stockQuantity: '10',
      unit: 'kg',
    });
    const onion = await apiProduct(page.request, {
      name: 'Cebolla blanca',
      currentPrice: '18',
      stockQuantity: '5',
      unit: 'kg',
    });

    await page.goto('/recetario');
    await expect(page.getByText('No hay recetas creadas')).toBeVisible();
    await page.getByRole('link', { name: 'Categorías', exact: true }).click();
    await expect(page).toHaveURL(/\/categorias-recetas$/);
    await expect(page.getByText('No hay categorías creadas')).toBeVisible();
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByRole('dialog').getByText('El nombre es requerido')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Salsas');
    await page.getByRole('dialog').getByLabel('Descripción (opcional)').fill('Salsas de la casa');
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByText('Categoría creada exitosamente')).toBeVisible();
    await expect(page.getByTestId('category-row')).toHaveText(/Salsas.*Salsas de la casa/);
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('SALSAS');
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByRole('dialog').getByText('Esta categoría ya existe')).toBeVisible();
    await expect(page.getByText('Error al crear categoría')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('category-row')).toHaveCount(1);
    await page.getByRole('link', { name: 'Volver al recetario' }).click();

    await page.getByRole('button', { name: 'Nueva Receta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Unidad', { exact: true })).toHaveValue('unidad');
    await expect(dialog.getByRole('button', { name: 'Quitar ingrediente 1' })).toBeDisabled();
    await dialog.getByLabel('Unidad', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Crear receta' }).click();
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
    await expect(dialog.getByText('El rendimiento es requerido')).toBeVisible();
    await expect(dialog.getByText('La unidad es requerida')).toBeVisible();
    await expect(dialog.getByText('Agrega al menos un ingrediente')).toBeVisible();

    await dialog.getByLabel('Nombre').fill('Salsa roja');
    await dialog.getByLabel('Categoría (opcional)').fill('Salsas');
    await dialog.getByLabel('Rendimiento', { exact: true }).fill('4');
    await dialog.getByLabel('Unidad', { exact: true }).fill('litro');
    await dialog.getByLabel('Precio de venta (opcional)').fill('35');
    await chooseProduct(page, 1, 'Tomate saladet (kg)');
    await dialog.getByLabel('Cantidad del ingrediente 1', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Agregar ingrediente' }).click();
    await expect(dialog.getByRole('button', { name: 'Quitar ingrediente 1' })).toBeEnabled();
    await chooseProduct(page, 2, 'Cebolla blanca (kg)');
    await dialog.getByLabel('Cantidad del ingrediente 2', { exact: true }).fill('0.5');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Crear receta' }).click();
    await expect(page.getByText('Receta creada exitosamente')).toBeVisible();

    // 2 × $25.50 + 0.5 × $18.00 = $60.00, for 4 litros: $15.00 a litro; $15.00 / $35.00 = 42.9%.
    const salsa = card(page, 'Salsa roja');
    await expect(salsa.getByTestId('recipe-yield')).toHaveText('Rendimiento: 4 litro');
    await expect(salsa.getByRole('listitem')).toHaveText([
      'Cebolla blanca · 500 g$9.00',
      'Tomate saladet · 2 kg$51.00',
    ]);
    await expect(salsa.getByTestId('recipe-total-cost')).toHaveText('$60.00');
    await expect(salsa.getByTestId('recipe-cost-per-unit')).toHaveText('$15.00');
    await expect(salsa.getByText('Costo por litro')).toBeVisible();
    await expect(salsa.getByTestId('recipe-sale-price')).toHaveText('$35.00');
    await expect(salsa.getByTestId('recipe-food-cost')).toHaveText('42.9%');
    await expect(salsa.getByTestId('recipe-margin')).toHaveText('$20.00');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Editar Salsa roja' }).click();
    await expect(dialog.getByLabel('Nombre')).toHaveValue('Salsa roja');
    await expect(dialog.getByLabel('Ingrediente 1', { exact: true })).toHaveText('Cebolla blanca (kg)');
    await expect(dialog.getByLabel('Cantidad del ingrediente 2', { exact: true })).toHaveValue('2');
    await dialog.getByLabel('Cantidad del ingrediente 2', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Receta actualizada exitosamente')).toBeVisible();
    // 3 × $25.50 + $9.00 = $85.50; ÷ 4 = $21.38 a litro; 61.1% of $35.00; margin $13.62.
    await expect(salsa.getByTestId('recipe-total-cost')).toHaveText('$85.50');
    await expect(salsa.getByTestId('recipe-cost-per-unit')).toHaveText('$21.38');
    await expect(salsa.getByTestId('recipe-food-cost')).toHaveText('61.1%');
    await expect(salsa.getByTestId('recipe-margin')).toHaveText('$13.62');
    await expect(salsa.getByText('Tomate saladet · 3 kg$76.50')).toBeVisible();

    await apiRecipe(page.request, {
      name: 'Agua de jamaica',
      category: 'Bebidas',
      finalYield: '2',
      yieldUnit: 'litro',
      ingredients: [{ productId: tomato.id, quantity: '0.1' }],
    });
    await apiRecipe(page.request, {
      name: 'Pico de gallo',
      finalYield: '1',
      yieldUnit: 'kg',
      ingredients: [{ productId: onion.id, quantity: '0.2' }],
    });
    await page.reload();
    await expect(page.getByTestId('recipe-card')).toHaveCount(3);
    // Without a sale price there is no food cost nor margin.
    await expect(card(page, 'Pico de gallo').getByTestId('recipe-food-cost')).toHaveCount(0);
    const search = page.getByLabel('Buscar recetas');
    await search.fill('salsas');
    await expect(page.getByTestId('recipe-card')).toHaveCount(1);
    await expect(card(page, 'Salsa roja')).toBeVisible();
    await search.fill('BEBIDAS');
    await expect(page.getByTestId('recipe-card')).toHaveCount(1);
    await expect(card(page, 'Agua de jamaica')).toBeVisible();
    await search.fill('gallo');
    await expect(page.getByTestId('recipe-card')).toHaveCount(1);
    await search.fill('lasaña');
    await expect(page.getByText('No se encontraron recetas')).toBeVisible();
  });

  test('preparar ×2 descuenta stock, se lista con su costo y se bloquea sin stock', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const tomato = await apiProduct(page.request, {
      name: 'Tomate saladet',
      currentPrice: '25.50',
      stockQuantity: '10',
      minStockQuantity: '5',
      unit: 'kg',
    });
    const onion = await apiProduct(page.request, {
      name: 'Cebolla blanca',
      currentPrice: '18',
      stockQuantity: '5',
      minStockQuantity: '1',
      unit: 'kg',
    });
    await apiRecipe(page.request, {
      name: 'Salsa roja',
      finalYield: '4',
      yieldUnit: 'litro',
      ingredients: [
        { productId: tomato.id, quantity: '3' },
        { productId: onion.id, quantity: '0.5' },
      ],
    });

    await page.goto('/preparaciones');
    await expect(page.getByRole('heading', { name: 'Recetas Disponibles' })).toBeVisible();
    await expect(page.getByText('Aún no hay preparaciones registradas')).toBeVisible();
    const available = page.getByTestId('available-recipe').filter({ hasText: 'Salsa roja' });
    await expect(available.getByTestId('ingredient-stock')).toHaveText([
      'Cebolla blanca5 kg / 500 g',
      'Tomate saladet10 kg / 3 kg',
    ]);
    await expectNoSeriousA11yViolations(page);

    await available.getByRole('button', { name: 'Preparar Salsa roja' }).click();
    const dialog = page.getByRole('dialog');
    const multiplier = dialog.getByLabel('Cantidad (veces la receta)');
    await expect(multiplier).toHaveValue('1');
    await multiplier.fill('');
    await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
    await expect(dialog.getByText('La cantidad es requerida')).toBeVisible();
    await multiplier.fill('2');
    await dialog.getByLabel('Notas (opcional)').fill('Para la comida del viernes');
    await expect(dialog.getByText('Costo estimado: $171.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
    await expect(page.getByText('Preparación registrada exitosamente')).toBeVisible();

    await expect(available.getByTestId('ingredient-stock')).toHaveText([
      'Cebolla blanca4 kg / 500 g',
      'Tomate saladet4 kg / 3 kg',
    ]);
    const row = page.getByTestId('preparation-row');
    await expect(row).toHaveCount(1);
    // 2 × (3 × $25.50 + 0.5 × $18.00) = $171.00
    await expect(row).toContainText('Salsa roja');
    await expect(row).toContainText('×2');
    await expect(row).toContainText('$171.00');
    await expect(row).toContainText('Para la comida del viernes');
    await expect(row.locator('time')).toHaveText(/^\d{2} \p{L}{3,4}\.? \d{4}, \d{2}:\d{2}$/u);

    // The tomato fell to 4, under its minimum of 5: 'Stock Bajo' (no notification centre yet, so through the API).
    const notifications = (await (await page.request.get('/api/notifications')).json()) as Array<{
      type: string;
      title: string;
      link: string;
      metadata: Record<string, unknown>;
    }>;
    const lowStock = notifications.filter((item) => item.type === 'low_stock');
    expect(lowStock).toHaveLength(1);
    expect(lowStock[0]).toMatchObject({
      title: 'Stock Bajo',
      link: '/productos',
      metadata: { product_id: tomato.id, current_stock: 4, min_stock: 5 },
    });

    // ×2 would need 6 kg of tomato with 4 left: the server refuses and nothing changes.
    await available.getByRole('button', { name: 'Preparar Salsa roja' }).click();
    await multiplier.fill('2');
    await expect(
      dialog.getByText('Stock insuficiente - Algunos ingredientes no tienen stock suficiente para esta receta'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
    await expect(page.getByText('Stock insuficiente para Tomate saladet')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toHaveCount(1);

    await available.getByRole('button', { name: 'Preparar Salsa roja' }).click();
    await dialog.getByRole('button', { name: 'Confirmar preparación' }).click();
    await expect(row).toHaveCount(2);
    await expect(row.first()).toContainText('×1');
    await expect(row.first()).toContainText('$85.50');
    await expect(available.getByTestId('ingredient-stock')).toHaveText([
      'Cebolla blanca3.5 kg / 500 g',
      'Tomate saladet1 kg / 3 kg (falta stock)',
    ]);
    await expect(available.getByText('Stock insuficiente')).toBeVisible();
    await expect(available.getByRole('button', { name: 'Preparar Salsa roja' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/productos');
    await expect(page.getByTestId('product-row').filter({ hasText: 'Tomate saladet' })).toContainText('1 kg · $25.50');
    await expect(page.getByTestId('product-row').filter({ hasText: 'Cebolla blanca' })).toContainText(
      '3.5 kg · $18.00',
    );
  });

  test('eliminar una receta y una categoría con confirmación', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const tomato = await apiProduct(page.request, {
      name: 'Tomate saladet',
      currentPrice: '25.50',
      stockQuantity: '10',
      unit: 'kg',
    });
    await apiRecipe(page.request, {
      name: 'Salsa roja',
      category: 'Salsas',
      finalYield: '1',
      yieldUnit: 'litro',
      ingredients: [{ productId: tomato.id, quantity: '1' }],
    });
    expect((await page.request.post('/api/recipe-categories', { data: { name: 'Salsas' } })).ok()).toBeTruthy();

    await page.goto('/recetario');
    await page.getByRole('button', { name: 'Eliminar Salsa roja' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: '¿Eliminar receta?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Receta eliminada exitosamente')).toBeVisible();
    await expect(page.getByText('No hay recetas creadas')).toBeVisible();

    await page.goto('/categorias-recetas');
    await page.getByRole('button', { name: 'Eliminar Salsas' }).click();
    await expect(confirm.getByRole('heading', { name: '¿Eliminar categoría?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Categoría eliminada exitosamente')).toBeVisible();
    await expect(page.getByText('No hay categorías creadas')).toBeVisible();

    await page.goto('/preparaciones');
    await expect(page.getByText('No hay recetas creadas')).toBeVisible();
    await page.getByRole('link', { name: 'Ir al Recetario' }).click();
    await expect(page).toHaveURL(/\/recetario$/);
  });
});
