import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiContact, apiProduct } from './support/inventory';

/** Issue #19 "Reportes": the owner reads a week's purchases, waste, counts and food cost on a phone and a desk. */

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function seed(page: Page) {
  const request = page.request;
  await createAccount(request, { role: 'restaurant_owner', businessName: 'Fonda Doña Lupe' });
  const central = await apiContact(request, { name: 'Central de Abasto' });
  const jitomate = await apiProduct(request, {
    name: 'Jitomate',
    currentPrice: '18.00',
    stockQuantity: '4',
    supplierId: central.id,
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  const tortilla = await apiProduct(request, {
    name: 'Tortilla',
    currentPrice: '2.00',
    stockQuantity: '100',
    unit: 'pza',
  });
  const ok = async (response: Awaited<ReturnType<typeof request.post>>) => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return response.json();
  };
  const order = (await ok(
    await request.post('/api/orders', {
      data: { supplierId: central.id, items: [{ productId: jitomate.id, quantity: 2, unit: 'Caja' }] },
    }),
  )) as { id: string; items: Array<{ id: string }> };
  await ok(
    await request.post(`/api/orders/${order.id}/receive`, {
      data: { items: [{ itemId: order.items[0].id, receivedQuantity: '2', unitPrice: '500.00' }] },
    }),
  );
  await ok(await request.post('/api/waste', { data: { productId: tortilla.id, quantity: '6', reason: 'danado' } }));
  await ok(
    await request.post('/api/products/count', {
      data: { items: [{ productId: jitomate.id, countedQuantity: '53.5' }] },
    }),
  );
  return (await ok(
    await request.post('/api/recipes', {
      data: {
        name: 'Enfrijoladas',
        finalYield: '4',
        yieldUnit: 'orden',
        salePrice: '40',
        ingredients: [{ productId: tortilla.id, quantity: '12' }],
      },
    }),
  )) as { id: string };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a ${viewport.width} px: Inicio muestra la semana y /reportes sus cifras, gráficas, CSV y otro periodo`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    const recipe = await seed(page);

    await page.goto('/dashboard');
    await expect(page.getByTestId('week-spend')).toHaveText('$1,000.00');
    await expect(page.getByTestId('week-waste')).toHaveText('$12.00');
    // Nothing cooked yet: the recipes' theoretical average, said so, linking to the food-cost report.
    await expect(page.getByText('Costo de alimentos (teórico, promedio de recetas)')).toBeVisible();
    await expect(page.getByTestId('week-food-cost')).toHaveText('15.0 %');
    await page.getByTestId('week-food-cost').click();
    await expect(page).toHaveURL(/\/reportes\?periodo=this_week#costo-recetas$/);
    const foodCost = page.getByRole('region', { name: 'Costo de alimentos', exact: true });
    await expect(foodCost.getByTestId('food-cost-no-sales')).toBeVisible();

    // 1 batch of 4 enfrijoladas at $40 sold $160.00; the week opened with nothing (every product is new), bought
    // $1,000.00 and closes with 53.5 kg × $20 + 82 tortillas × $2 = $1,234.00: −$234.00 ÷ $160.00 = −146.3 %.
    const prepared = await page.request.post('/api/preparations', {
      data: { recipeId: recipe.id, quantityMultiplier: '1' },
    });
    expect(prepared.ok(), await prepared.text()).toBeTruthy();
    await page.goto('/dashboard');
    await expect(page.getByText('Costo de alimentos (real)')).toBeVisible();
    await expect(page.getByTestId('week-food-cost')).toHaveText('-146.3 %');
    await page.getByTestId('week-food-cost').click();
    await expect(foodCost.getByRole('row', { name: /Ventas \(1 preparación\)/ })).toContainText('$160.00');
    await expect(foodCost.getByRole('row', { name: /Inventario al terminar/ })).toContainText('$1,234.00');
    await expect(foodCost.getByRole('row', { name: /Costo real/ })).toContainText('-146.3 %');
    await expect(foodCost.getByRole('row', { name: /Costo teórico de lo preparado/ })).toContainText('15.0 %');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Ver reportes' }).click();
    await expect(page).toHaveURL(/\/reportes$/);
    await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

    const supplier = page.getByRole('region', { name: 'Gasto por proveedor', exact: true });
    await expect(supplier.getByRole('row', { name: /Central de Abasto/ })).toContainText('$1,000.00');
    await expect(
      page
        .getByRole('region', { name: 'Gasto por categoría', exact: true })
        .getByRole('row', { name: /Sin categoría/ }),
    ).toContainText('$1,000.00');
    await expect(
      page.getByRole('region', { name: 'Merma por motivo', exact: true }).getByRole('row', { name: /Dañado/ }),
    ).toContainText('$12.00');
    await expect(
      page.getByRole('region', { name: 'Diferencias de conteo', exact: true }).getByRole('row', { name: /Jitomate/ }),
    ).toContainText('-$10.00');
    // 12 tortillas at $2.00 for 4 → $6.00 each, 15.0 % of $40.
    await expect(
      page.getByRole('region', { name: 'Costo de alimentos', exact: true }).getByRole('row', { name: /Enfrijoladas/ }),
    ).toContainText('15.0 %');
    await expect(page.getByRole('region', { name: 'Historial de precios', exact: true }).getByRole('row')).toHaveCount(
      4,
    );

    // Every chart is drawn (uPlot's canvas) and described.
    const charts = page.getByTestId('report-chart');
    await expect(charts).toHaveCount(8);
    for (const chart of await charts.all()) await expect(chart.locator('canvas')).toHaveCount(1);
    expect(await fitsTheScreen(page)).toBe(true);

    const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      supplier.getByRole('link', { name: /Descargar CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reporte-gasto-proveedor-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await download.path())!, 'utf8')).toBe(
      '\uFEFFproveedor,gasto\r\nCentral de Abasto,1000.00\r\n',
    );

    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Mes pasado' });
    await expect(page).toHaveURL(/periodo=last_month/);
    await expect(supplier.getByText('No hubo compras en este periodo.')).toBeVisible();
    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Esta semana' });
    await expect(supplier.getByRole('row', { name: /Central de Abasto/ })).toContainText('$1,000.00');
    await context.close();
  });
}
