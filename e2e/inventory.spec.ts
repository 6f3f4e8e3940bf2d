import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiContact, apiProduct, fillProductForm } from './support/inventory';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('inventario', () => {
  test('proveedor, tres productos, inicio con cifras y búsqueda', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });

    await page.goto('/proveedores');
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
    await page.getByRole('button', { name: 'Crear proveedor' }).click();
    await expect(page.getByRole('dialog').getByText('El nombre es requerido')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Verduras Don Pepe');
    await page.getByRole('dialog').getByLabel('WhatsApp (opcional)').fill('55 1234 5678');
    await page.getByRole('button', { name: 'Crear proveedor' }).click();
    await expect(page.getByText('Proveedor creado exitosamente')).toBeVisible();
    await expect(page.getByTestId('contact-row')).toContainText('WhatsApp: 55 1234 5678');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/productos');
    await expect(page.getByText('No se encontraron productos')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Unidad', { exact: true })).toHaveValue('pza');
    await expect(dialog.getByLabel('Stock mínimo')).toHaveValue('10');
    await expect(dialog.getByLabel('Proveedor')).toHaveText('Sin proveedor');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
    await expect(dialog.getByText('El precio es requerido')).toBeVisible();
    await expect(dialog.getByText('El stock es requerido')).toBeVisible();
    await fillProductForm(page, {
      name: 'Tomate saladet',
      price: '25.50',
      stock: '20',
      unit: 'kg',
      supplier: 'Verduras Don Pepe',
    });
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Producto creado exitosamente')).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await fillProductForm(page, { name: 'Sal de mar', price: '12.30', stock: '3', minimum: '2', unit: 'kg' });
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByRole('button', { name: 'Ver Sal de mar' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await fillProductForm(page, { name: 'Aceite de oliva', price: '1000', stock: '4', minimum: '6', unit: 'litro' });
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByRole('button', { name: 'Ver Aceite de oliva' })).toBeVisible();

    // Grouped by supplier, 'Sin proveedor' last; 'Bajo' below the product's own minimum (decision 035).
    const groups = page.getByRole('region');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Verduras Don Pepe', 'Sin proveedor']);
    const tomato = page.getByTestId('product-row').filter({ hasText: 'Tomate saladet' });
    await expect(tomato).toContainText('20 kg · $25.50');
    await expect(tomato.getByText('OK', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('product-row').filter({ hasText: 'Sal de mar' }).getByText('OK', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId('product-row').filter({ hasText: 'Aceite de oliva' }).getByText('Bajo', { exact: true }),
    ).toBeVisible();
    await expect(groups.filter({ hasText: 'Sin proveedor' }).getByTestId('product-row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Editar Tomate saladet' }).click();
    await expect(page.getByRole('dialog').getByLabel('Nombre')).toHaveValue('Tomate saladet');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-productos')).toHaveText('3');
    await expect(page.getByTestId('stat-proveedores')).toHaveText('1');
    await expect(page.getByTestId('stat-alertas')).toHaveText('0');
    await expect(page.getByTestId('stat-ordenes')).toHaveText('0');
    await expect(page.getByTestId('inventory-value')).toHaveText('$4,546.90');
    const lowStock = page.getByRole('list', { name: 'Productos con stock bajo' });
    await expect(lowStock.getByRole('listitem')).toHaveCount(1);
    await expect(lowStock).toContainText('Aceite de oliva');
    await expect(lowStock).toContainText('4 l / 6 l');
    await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/inicio');
    await expect(page.getByTestId('inventory-value')).toHaveText('$4,546.90');

    await page.goto('/productos');
    const search = page.getByPlaceholder('Buscar productos...');
    await search.fill('OLIVA');
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-row')).toContainText('Aceite de oliva');
    await search.fill('sál');
    await expect(page.getByTestId('product-row')).toHaveCount(2);
    await search.fill('zzz');
    await expect(page.getByText('No se encontraron productos')).toBeVisible();

    await page.goto('/proveedores');
    await page.getByPlaceholder('Buscar proveedores...').fill('pepe');
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await page.getByPlaceholder('Buscar proveedores...').fill('nadie');
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
  });

  test('el historial de un producto muestra sus movimientos', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    await apiProduct(page.request, { name: 'Harina', currentPrice: '18', stockQuantity: '5' });
    await page.goto('/productos');
    await page.getByRole('button', { name: 'Editar Harina' }).click();
    await fillProductForm(page, { stock: '12.5' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Producto actualizado exitosamente')).toBeVisible();
    await page.getByRole('button', { name: 'Ver Harina' }).click();
    const history = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Ajuste manual');
    await expect(history.first()).toContainText('+7.5 kg');
    await expect(history.first()).toContainText('Quedan 12.5 kg');
    await expect(history.last()).toContainText('Stock inicial');
  });

  test('eliminar producto y proveedor con confirmación', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const contact = await apiContact(page.request, { name: 'Carnes Norteñas' });
    await apiProduct(page.request, {
      name: 'Arrachera',
      currentPrice: '280',
      stockQuantity: '8',
      supplierId: contact.id,
    });

    await page.goto('/productos');
    await page.getByRole('button', { name: 'Eliminar Arrachera' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: '¿Eliminar producto?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('button', { name: 'Ver Arrachera' })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar Arrachera' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Producto eliminado exitosamente')).toBeVisible();
    await expect(page.getByText('No se encontraron productos')).toBeVisible();

    await page.goto('/proveedores');
    await page.getByRole('button', { name: 'Eliminar Carnes Norteñas' }).click();
    await expect(confirm.getByRole('heading', { name: '¿Eliminar proveedor?' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Proveedor eliminado exitosamente')).toBeVisible();
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
  });

  test('editar un proveedor; si el servidor falla, los toasts de §8 y nada cambia', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const contact = await apiContact(page.request, { name: 'Carnes Norteñas' });
    await apiProduct(page.request, {
      name: 'Arrachera',
      currentPrice: '280',
      stockQuantity: '8',
      supplierId: contact.id,
    });
    const failWrites = (url: string) =>
      page.route(url, (route) =>
        route.request().method() === 'GET'
          ? route.fallback()
          : route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } }),
      );

    await page.goto('/proveedores');
    await page.getByRole('button', { name: 'Editar Carnes Norteñas' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Carnes Norteñas del Bajío');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Proveedor actualizado exitosamente')).toBeVisible();
    await expect(page.getByTestId('contact-row')).toContainText('Carnes Norteñas del Bajío');

    await failWrites('**/api/contacts**');
    await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Abarrotes Lupita');
    await page.getByRole('button', { name: 'Crear proveedor' }).click();
    await expect(page.getByText('Error al crear proveedor')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Editar Carnes Norteñas del Bajío' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Otro nombre');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Error al actualizar proveedor')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Eliminar Carnes Norteñas del Bajío' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Error al eliminar proveedor')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await expect(page.getByTestId('contact-row')).toContainText('Carnes Norteñas del Bajío');

    await failWrites('**/api/products**');
    await page.goto('/productos');
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await fillProductForm(page, { name: 'Chorizo', price: '90', stock: '5' });
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Error al crear producto')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Editar Arrachera' }).click();
    await fillProductForm(page, { price: '300' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Error al actualizar producto')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Eliminar Arrachera' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Error al eliminar producto')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-row')).toContainText('8 kg · $280.00');
  });

  test('CSV: exportar, modificar, vista previa e importar', async ({ page }) => {
    await createAccount(page.request, { role: 'restaurant_owner' });
    const contact = await apiContact(page.request, { name: 'Lácteos Ñandú' });
    await apiProduct(page.request, {
      name: 'Jamón',
      currentPrice: '120.50',
      stockQuantity: '2.5',
      supplierId: contact.id,
    });
    await apiProduct(page.request, { name: 'Azúcar', currentPrice: '30', stockQuantity: '10' });

    await page.goto('/productos');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(exported.charCodeAt(0)).toBe(0xfeff);
    const lines = exported.slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'nombre,unidad,precio,stock,stock_minimo,proveedor,categoria,presentaciones,densidad_kg_l,peso_pieza_g,rendimiento_pct,iva,ieps',
      'Azúcar,kg,30.00,10,10,,,,,,100,,',
      'Jamón,kg,120.50,2.5,10,Lácteos Ñandú,,,,,100,,',
    ]);

    const modified = [
      lines[0],
      'AZUCAR,kg,33.00,10,10,,,,,,100',
      lines[2],
      'Queso panela,kg,95.00,4,2,Lácteos Ñandú,Lácteos,,,,100',
      '',
    ].join('\r\n');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${modified}`) });
    const preview = page.getByRole('region', { name: 'Vista previa de la importación' });
    await expect(preview.getByTestId('csv-summary')).toHaveText(
      '1 por crear · 1 por actualizar · 1 sin cambios · 0 con errores',
    );
    const rows = preview.getByRole('row');
    await expect(rows.nth(1)).toContainText('Actualizar');
    await expect(rows.nth(1)).toContainText('Precio: $30.00 → $33.00');
    await expect(rows.nth(2)).toContainText('Sin cambios');
    await expect(rows.nth(3)).toContainText('Crear');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Aplicar importación' }).click();
    await expect(page.getByText('Importación completa: 1 creados, 1 actualizados')).toBeVisible();
    await expect(page.getByTestId('product-row').filter({ hasText: 'AZUCAR' })).toContainText('$33.00');
    await expect(page.getByRole('region', { name: 'Lácteos Ñandú' }).getByTestId('product-row')).toHaveCount(2);

    // A file with an error shows it per row and cannot be applied.
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'malo.csv', mimeType: 'text/csv', buffer: Buffer.from('nombre,precio,stock\nPan,,3\n') });
    await expect(page.getByRole('dialog').getByText('El precio es requerido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar importación' })).toBeDisabled();
  });
});
