import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiContact, apiProduct } from './support/inventory';
import { ticketPhoto } from './support/receipts';

test('un recibo escaneado, revisado y aplicado sube el stock y crea una alerta de precio', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await apiContact(page.request, { name: 'Abarrotes La Esperanza' });
  await apiProduct(page.request, { name: 'Jitomate saladet', currentPrice: '20.00', stockQuantity: '5', unit: 'kg' });

  await page.goto('/escanear');
  await expect(page.getByRole('heading', { name: 'Escanear Recibo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Qué extrae la IA del recibo?' })).toBeVisible();
  const picker = page.getByLabel('Imagen del recibo');
  await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una imagen') });
  await expect(page.getByText('Por favor selecciona una imagen válida')).toBeVisible();

  await picker.setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: await ticketPhoto() });
  await expect(page.getByRole('progressbar', { name: 'Procesando recibo' })).toBeVisible();
  await expect(page.getByText('Se detectaron 3 productos en el recibo')).toBeVisible({ timeout: 30_000 });

  await expect(page.getByRole('heading', { name: 'Revisa el recibo' })).toBeVisible();
  await expect(page.getByLabel('Proveedor de los productos nuevos').locator('option:checked')).toHaveText(
    'Abarrotes La Esperanza',
  );
  await expect(page.getByLabel('Producto para Jitomate Saladet')).toHaveText(/Jitomate saladet \(kg\)/);
  await expect(page.getByLabel('Producto para Lechuga Romana').locator('option:checked')).toHaveText('Nuevo producto');
  await page.getByLabel('Incluir Huevo Blanco').uncheck();
  await page.getByLabel('Nombre de Lechuga Romana').fill('Lechuga romana');
  await expect(page.getByLabel('Cantidad de Lechuga romana')).toHaveValue('3');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Recibo procesado exitosamente')).toBeVisible();
  await expect(page.getByText('1 producto actualizado, 1 producto nuevo, 1 alerta de precio')).toBeVisible();
  await expect(page.getByLabel('Imagen del recibo')).toBeVisible();

  await page.goto('/productos');
  const rows = page.getByTestId('product-row');
  await expect(rows.filter({ hasText: 'Jitomate saladet' })).toContainText('6.25 kg · $24.90');
  await expect(rows.filter({ hasText: 'Lechuga romana' })).toContainText('3 pzas · $18.50');
  await expect(rows.filter({ hasText: 'Huevo' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByLabel('1 sin leer')).toBeVisible();
  await page.goto('/alertas');
  const alert = page.getByTestId('unread-alert').filter({ hasText: 'Jitomate saladet' });
  await expect(alert).toContainText('Precio anterior$20.00');
  await expect(alert).toContainText('Precio nuevo$24.90');
  await expect(alert).toContainText('+24.5%');
});
