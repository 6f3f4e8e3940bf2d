import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

const run = Date.now().toString(36);
const company = `Granos Selectos ${run}`;
const arroz = `Arroz ${run}`;
const frijol = `Frijol ${run}`;
const lenteja = `Lenteja ${run}`;
const category = `Granos ${run}`;

const catalogueCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Catálogo de productos' }).getByRole('listitem').filter({ hasText: name });
const marketCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('catálogo CSV: exportar, modificar, vista previa e importar; el marketplace lo muestra', async ({
  page,
  browser,
}) => {
  await createSubscribedSupplier(page.request, company);
  await createCatalogueProduct(page.request, { name: arroz, category, price: '30', unit: 'kg' });
  await createCatalogueProduct(page.request, { name: frijol, category, price: '42', unit: 'kg', description: 'Negro' });

  await page.goto('/proveedor/dashboard');
  await expect(page.getByRole('heading', { name: 'Catálogo de productos' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const lines = exported.slice(1).trim().split('\r\n');
  expect(lines).toEqual([
    'nombre,descripcion,categoria,unidad,precio,stock,pedido_minimo,disponible',
    `${arroz},,${category},kg,30.00,100,1,sí`,
    `${frijol},Negro,${category},kg,42.00,100,1,sí`,
  ]);

  const modified = [
    lines[0],
    `${arroz.toUpperCase()},,${category},kg,33.50,100,1,sí`,
    `${frijol},Negro,${category},kg,42.00,100,1,no`,
    `${lenteja},Verde,${category},paquete,25,40,2,sí`,
    '',
  ];
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'catalogo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${modified.join('\r\n')}`),
  });
  const preview = page.getByRole('region', { name: 'Vista previa de la importación' });
  await expect(preview.getByTestId('csv-summary')).toHaveText(
    '1 por crear · 2 por actualizar · 0 sin cambios · 0 con errores',
  );
  const rows = preview.getByRole('row');
  await expect(rows.nth(1)).toContainText('Actualizar');
  await expect(rows.nth(1)).toContainText('Precio: $30.00 → $33.50');
  await expect(rows.nth(2)).toContainText('Disponible: Sí → No');
  await expect(rows.nth(3)).toContainText('Crear');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(page.getByText('Importación completa: 1 creados, 2 actualizados')).toBeVisible();
  await expect(catalogueCard(page, arroz.toUpperCase())).toContainText('$33.50 por kg');
  await expect(catalogueCard(page, frijol)).toContainText('No disponible');
  await expect(catalogueCard(page, lenteja)).toContainText('$25.00 por paquete');

  // A file with an error shows it per row and cannot be applied.
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'malo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`nombre,categoria,unidad,precio,stock\n${arroz},${category},tonelada,1,1\n`),
  });
  await expect(
    page.getByRole('dialog').getByText('La unidad "tonelada" no es válida; usa unidad, kg, lb, litro, caja, paquete'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aplicar importación' })).toBeDisabled();

  const restaurant = await browser.newContext();
  await createAccount(restaurant.request, { role: 'restaurant_owner' });
  const buyer = await restaurant.newPage();
  await buyer.goto('/marketplace');
  await buyer.getByPlaceholder('Buscar productos...').fill(run);
  await expect(marketCard(buyer, arroz.toUpperCase())).toContainText('$33.50 por kg');
  await expect(marketCard(buyer, lenteja)).toContainText('$25.00 por paquete');
  await expect(marketCard(buyer, frijol)).toHaveCount(0);
  await restaurant.close();
});
