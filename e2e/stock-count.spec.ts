import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiProduct } from './support/inventory';
import { expectNoSeriousA11yViolations } from './support/axe';

test('conteo físico: dos productos contados, diferencias, aplicar y ver el historial', async ({ page }) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await apiProduct(page.request, {
    name: 'Tomate saladet',
    currentPrice: '25',
    stockQuantity: '12',
    minStockQuantity: '5',
  });
  await apiProduct(page.request, {
    name: 'Cebolla blanca',
    currentPrice: '18',
    stockQuantity: '4',
    minStockQuantity: '2',
  });
  await apiProduct(page.request, { name: 'Sal de mar', currentPrice: '12', stockQuantity: '3', minStockQuantity: '1' });

  await page.goto('/productos');
  await page.getByRole('button', { name: 'Conteo físico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conteo de inventario' });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Tomate saladet' })).toContainText('Stock actual: 12 kg');
  await expect(dialog.getByRole('button', { name: 'Aplicar conteo' })).toBeDisabled();

  await dialog.getByLabel('Cantidad contada de Tomate saladet').fill('10.5');
  await dialog.getByLabel('Buscar productos para contar').fill('ceb');
  await expect(dialog.getByLabel('Cantidad contada de Sal de mar')).toBeHidden();
  await dialog.getByLabel('Cantidad contada de Cebolla blanca').fill('6,25');
  await dialog.getByLabel('Buscar productos para contar').fill('');
  await dialog.getByLabel('Cantidad contada de Sal de mar').fill('1.2345');
  await expect(dialog.getByText('Usa como máximo 3 decimales')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aplicar conteo' })).toBeDisabled();
  await dialog.getByLabel('Cantidad contada de Sal de mar').fill('3');

  const differences = dialog.getByRole('list', { name: 'Diferencias del conteo' }).getByRole('listitem');
  await expect(differences).toHaveText([
    'Tomate saladet: 12 kg → 10.5 kg (−1.5 kg)',
    'Cebolla blanca: 4 kg → 6.25 kg (+2.25 kg)',
  ]);
  await expect(dialog.getByText('1 producto coincide con el stock.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Aplicar conteo' }).click();
  await expect(page.getByText('Conteo aplicado: 2 productos actualizados')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('product-row').filter({ hasText: 'Tomate saladet' })).toContainText('10.5 kg');
  await expect(page.getByTestId('product-row').filter({ hasText: 'Cebolla blanca' })).toContainText('6.25 kg');
  await expect(page.getByTestId('product-row').filter({ hasText: 'Sal de mar' })).toContainText('3 kg');

  await page.getByRole('button', { name: 'Ver Tomate saladet' }).click();
  const history = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem');
  await expect(history.first()).toContainText('Conteo físico');
  await expect(history.first()).toContainText('−1.5 kg');
  await expect(history.first()).toContainText('Quedan 10.5 kg');
});
