import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiContact, apiProduct, fillProductForm } from './support/inventory';
import { expectNoSeriousA11yViolations } from './support/axe';

test('un cambio de precio crea una alerta que se marca como leída', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  const contact = await apiContact(page.request, { name: 'Verduras Don Pepe', whatsappNumber: '5512345678' });
  await apiProduct(page.request, {
    name: 'Tomate saladet',
    currentPrice: '25.50',
    stockQuantity: '20',
    supplierId: contact.id,
  });
  await apiProduct(page.request, { name: 'Sal de mar', currentPrice: '12.50', stockQuantity: '3' });

  await page.goto('/alertas');
  await expect(page.getByText('No hay alertas de precio')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByLabel(/sin leer/)).toHaveCount(0);

  await page.goto('/productos');
  await page.getByRole('button', { name: 'Editar Tomate saladet' }).click();
  await fillProductForm(page, { price: '28.05' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Producto actualizado exitosamente')).toBeVisible();
  await page.getByRole('button', { name: 'Editar Sal de mar' }).click();
  await fillProductForm(page, { price: '10' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(nav.getByLabel('2 sin leer')).toBeVisible();

  await nav.getByRole('link', { name: /Alertas/ }).click();
  await expect(page).toHaveURL(/\/alertas$/);
  const unread = page.getByTestId('unread-alert');
  await expect(unread).toHaveCount(2);
  const tomato = unread.filter({ hasText: 'Tomate saladet' });
  await expect(tomato).toContainText('Verduras Don Pepe');
  await expect(tomato).toContainText('Precio anterior$25.50');
  await expect(tomato).toContainText('Precio nuevo$28.05');
  await expect(tomato).toContainText('+10.0%');
  const salt = unread.filter({ hasText: 'Sal de mar' });
  await expect(salt).toContainText('Sin proveedor');
  await expect(salt).toContainText('-20.0%');

  await tomato.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(page.getByText('Alerta marcada como leída')).toBeVisible();
  await expect(page.getByTestId('unread-alert')).toHaveCount(1);
  const readSection = page.getByRole('region', { name: 'Alertas Leídas' });
  await expect(readSection.getByTestId('read-alert')).toContainText('Tomate saladet');
  await expect(readSection.getByRole('button', { name: 'Marcar como leída' })).toHaveCount(0);
  await expect(nav.getByLabel('1 sin leer')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-alertas')).toHaveText('1');
});
