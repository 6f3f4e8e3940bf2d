import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

/** Decision 038 on a phone: count by cajas and grams, then a CSV round trip that edits a pack. */

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function expectDialogFits(page: Page, name: string | RegExp, width: number) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await fits(page)).toBe(true);
}

for (const width of [390, 320]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('contar en cajas y gramos, ver stock e historial; exportar CSV, editar una presentación e importarla', async ({
      page,
    }) => {
      await createAccount(page.request, { role: 'restaurant_owner' });
      await apiProduct(page.request, {
        name: 'Jitomate saladet',
        currentPrice: '22',
        stockQuantity: '50',
        minStockQuantity: '10',
        unit: 'kg',
        packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
      });
      await apiProduct(page.request, { name: 'Aceite', currentPrice: '40', stockQuantity: '1.5', unit: 'litro' });

      await page.goto('/productos');
      const tomatoRow = page.getByTestId('product-row').filter({ hasText: 'Jitomate saladet' });
      await expect(tomatoRow).toContainText('2 cajas (50 kg)');
      await expect(page.getByTestId('product-row').filter({ hasText: 'Aceite' })).toContainText('1.5 l');
      expect(await fits(page)).toBe(true);

      // The count: 3 cajas and 500 g of an open one.
      await page.getByRole('button', { name: 'Conteo físico' }).click();
      const count = page.getByRole('dialog', { name: 'Conteo de inventario' });
      await expect(count.getByRole('listitem').filter({ hasText: 'Jitomate saladet' })).toContainText(
        'Stock actual: 2 cajas (50 kg)',
      );
      await count.getByLabel('Unidad contada de Jitomate saladet').selectOption({ label: 'Caja (25 kg)' });
      await count.getByLabel('Cantidad contada de Jitomate saladet').fill('3');
      await count.getByRole('button', { name: 'Agregar otra unidad a Jitomate saladet' }).click();
      await count.getByLabel('Unidad contada de Jitomate saladet (2)').selectOption('g');
      await count.getByLabel('Cantidad contada de Jitomate saladet (2)').fill('500');
      await expect(count.getByTestId('count-total')).toHaveText('Total: 75.5 kg');
      await expect(count.getByRole('list', { name: 'Diferencias del conteo' }).getByRole('listitem')).toHaveText([
        'Jitomate saladet: 2 cajas (50 kg) → 75.5 kg (+25.5 kg)',
      ]);
      await expectDialogFits(page, 'Conteo de inventario', width);
      await expectNoSeriousA11yViolations(page);
      await count.getByRole('button', { name: 'Aplicar conteo' }).click();
      await expect(page.getByText('Conteo aplicado: 1 producto actualizado')).toBeVisible();
      await expect(count).toBeHidden();
      await expect(tomatoRow).toContainText('75.5 kg');

      await page.getByRole('button', { name: 'Ver Jitomate saladet' }).click();
      const detail = page.getByRole('dialog', { name: 'Jitomate saladet' });
      await expect(detail).toContainText('Presentaciones de compraCaja 25 kg');
      const history = detail.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem');
      await expect(history.first()).toContainText('Conteo físico');
      await expect(history.first()).toContainText('+25.5 kg');
      await expect(history.first()).toContainText('Quedan 75.5 kg');
      await expectDialogFits(page, 'Jitomate saladet', width);
      await page.keyboard.press('Escape');

      // Export, change the caja to 20 kg, import it back.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Exportar CSV' }).click();
      const exported = Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString('utf8');
      const lines = exported.slice(1).trim().split('\r\n');
      expect(lines).toEqual([
        'nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps',
        'Aceite,l,40.00,1.5,10,,,,,,100,,',
        'Jitomate saladet,kg,22.00,75.5,10,,,Caja 25 kg,,,100,,',
      ]);
      const modified = [lines[0], lines[1], lines[2].replace('Caja 25 kg', 'Caja 20 kg; Bolsa 500 g'), ''].join('\r\n');
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      await page
        .getByLabel('Archivo CSV')
        .setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${modified}`) });
      const preview = page.getByRole('region', { name: 'Vista previa de la importación' });
      await expect(preview.getByTestId('csv-summary')).toHaveText(
        '0 por crear · 1 por actualizar · 1 sin cambios · 0 con errores',
      );
      await expect(preview).toContainText('Presentaciones: Caja 25 kg → Caja 20 kg; Bolsa 500 g');
      await expectDialogFits(page, /Importar/, width);
      await page.getByRole('button', { name: 'Aplicar importación' }).click();
      await expect(page.getByText('Importación completa: 0 creados, 1 actualizados')).toBeVisible();

      // 75.5 kg is 151 bolsas of 500 g, not a whole number of the new 20 kg caja.
      await expect(tomatoRow).toContainText('151 bolsas (75.5 kg)');
      await page.getByRole('button', { name: 'Ver Jitomate saladet' }).click();
      await expect(detail).toContainText('Presentaciones de compraCaja 20 kg, Bolsa 500 g');
      await page.keyboard.press('Escape');

      // A pack the product cannot hold is refused on its row, and nothing is imported.
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      await page.getByLabel('Archivo CSV').setInputFiles({
        name: 'malo.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${lines[0]}\n${lines[2].replace('Caja 25 kg', 'Garrafa 5 l')}\n`),
      });
      await expect(
        page.getByRole('dialog').getByText(/Presentación «Garrafa»: No se puede convertir l a kg/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Aplicar importación' })).toBeDisabled();
    });
  });
}
