import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';

/** Decision 056 on a phone: two branches, a transfer between them, waste and a count in one branch. */

test.use({ viewport: { width: 390, height: 844 } });

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a 390 px: con dos sucursales se traspasa stock, se registra merma y se cuenta en una sucursal; el total no cambia con el traspaso', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Taquería Los Arcos' });
  // Stock from before there were branches goes to the main branch when they are made.
  await apiProduct(page.request, { name: 'Cebolla blanca', currentPrice: '28.00', stockQuantity: '10', unit: 'kg' });

  await page.goto('/restaurant/setup');
  const branch = (n: number) => page.getByRole('group', { name: `Sucursal ${n}` });
  await page.getByLabel('Nombre del restaurante').fill('Taquería Los Arcos');
  await branch(1).getByLabel('Nombre de la sucursal').fill('Centro');
  await branch(1).getByLabel('Dirección').fill('Madero 10');
  await page.getByRole('button', { name: 'Agregar sucursal' }).click();
  await branch(2).getByLabel('Nombre de la sucursal').fill('Roma');
  await branch(2).getByLabel('Dirección').fill('Orizaba 5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información del restaurante guardada exitosamente')).toBeVisible();

  // The product's detail shows each branch, and "Traspasar" moves 2,500 g from Centro to Roma.
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Ver Cebolla blanca' }).click();
  const perBranch = page.getByRole('list', { name: 'Stock por sucursal' });
  await expect(perBranch.getByRole('listitem')).toHaveText(['Centro (principal)10 kg', 'Roma0 g']);
  const transfer = page.getByRole('form', { name: 'Traspaso entre sucursales' });
  await expect(transfer.getByLabel('Desde')).toHaveValue(/.+/);
  await transfer.getByLabel('Cantidad a traspasar').fill('2500');
  await transfer.getByLabel('Unidad').selectOption({ label: 'g' });
  await expectNoSeriousA11yViolations(page);
  await transfer.getByRole('button', { name: 'Traspasar' }).click();
  await expect(page.getByText('Traspaso registrado')).toBeVisible();
  await expect(perBranch.getByRole('listitem')).toHaveText(['Centro (principal)7.5 kg', 'Roma2.5 kg']);
  const movements = page.getByRole('list', { name: 'Movimientos de stock' }).getByRole('listitem');
  await expect(movements.filter({ hasText: 'Traspaso' })).toHaveCount(2);
  await expect(movements.first()).toContainText('Quedan 10 kg');

  // More than Roma holds cannot leave Roma.
  await transfer.getByLabel('Desde').selectOption({ label: 'Roma' });
  await transfer.getByLabel('Hacia').selectOption({ label: 'Centro' });
  await transfer.getByLabel('Cantidad a traspasar').fill('3');
  await transfer.getByLabel('Unidad').selectOption({ index: 0 });
  await transfer.getByRole('button', { name: 'Traspasar' }).click();
  await expect(page.getByText('Stock insuficiente para Cebolla blanca en Roma')).toBeVisible();
  await expect(perBranch.getByRole('listitem')).toHaveText(['Centro (principal)7.5 kg', 'Roma2.5 kg']);
  expect(await fitsTheScreen(page)).toBe(true);
  await page.keyboard.press('Escape');

  // Waste thrown away at Roma leaves Roma.
  await page.goto('/merma');
  const waste = page.getByRole('form', { name: 'Registrar merma' });
  await waste.getByLabel('Sucursal').selectOption({ label: 'Roma' });
  await waste.getByLabel('Producto').selectOption({ label: 'Cebolla blanca' });
  await waste.getByLabel('Cantidad').fill('0.5');
  await waste.getByLabel('Motivo').selectOption({ label: 'Dañado' });
  await waste.getByRole('button', { name: 'Registrar merma' }).click();
  await expect(page.getByText('Merma registrada')).toBeVisible();

  // The list shows one branch's stock beside the total; a count at Roma compares with Roma's.
  await page.goto('/productos');
  await page.getByLabel('Ver stock de').selectOption({ label: 'Roma' });
  const row = page.getByTestId('product-row').filter({ hasText: 'Cebolla blanca' });
  await expect(row).toContainText('2 kg aquí de 9.5 kg');
  expect(await fitsTheScreen(page)).toBe(true);
  await page.getByRole('button', { name: 'Conteo físico' }).click();
  await page.getByLabel('Sucursal que cuentas').selectOption({ label: 'Roma' });
  await page.getByLabel('Cantidad contada de Cebolla blanca').fill('1.8');
  await expect(page.getByRole('list', { name: 'Diferencias del conteo' })).toContainText('2 kg → 1.8 kg');
  await page.getByRole('button', { name: 'Aplicar conteo' }).click();
  await expect(page.getByText(/Conteo aplicado/)).toBeVisible();
  await expect(row).toContainText('1.8 kg aquí de 9.3 kg');

  // Inicio values each branch at the product's price: 7.5 kg and 1.8 kg at $28.00.
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Valor por sucursal' }).getByRole('listitem')).toHaveText([
    'Centro$210.00',
    'Roma$50.40',
  ]);
  await expect(page.getByTestId('inventory-value')).toHaveText('$260.40');

  // /reportes for one branch (decision 057): Roma's waste (0.5 kg at $28.00) and its stock's value today.
  await page.goto('/reportes?periodo=this_week');
  const wasteReport = page.getByRole('region', { name: 'Merma por motivo', exact: true });
  const valueReport = page.getByRole('region', { name: 'Valor del inventario', exact: true });
  await expect(wasteReport.getByRole('row', { name: /Total/ })).toContainText('$14.00');
  await expect(valueReport.getByRole('row').last()).toContainText('$260.40');
  await page.getByLabel('Sucursal').selectOption({ label: 'Roma' });
  await expect(page).toHaveURL(/sucursal=/);
  await expect(page.getByText('Sucursal Roma')).toBeVisible();
  await expect(wasteReport.getByRole('row', { name: /Dañado/ })).toContainText('$14.00');
  await expect(valueReport.getByRole('row').last()).toContainText('$50.40');
  await expect(wasteReport.getByRole('link', { name: /Descargar CSV/ })).toHaveAttribute('href', /locationId=/);
  expect(await fitsTheScreen(page)).toBe(true);
  // A reload keeps the branch; Centro threw nothing away.
  await page.reload();
  await expect(page.getByLabel('Sucursal')).toHaveValue(/.+/);
  await page.getByLabel('Sucursal').selectOption({ label: 'Centro' });
  await expect(wasteReport.getByText('No hubo merma en este periodo.')).toBeVisible();
  await expect(valueReport.getByRole('row').last()).toContainText('$210.00');

  // Saving the restaurant again keeps its branches, and with them their stock.
  await page.goto('/restaurant/setup');
  await page.getByLabel('Teléfono (opcional)').fill('55 1234 5678');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información del restaurante guardada exitosamente')).toBeVisible();
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Ver Cebolla blanca' }).click();
  await expect(page.getByRole('list', { name: 'Stock por sucursal' }).getByRole('listitem')).toHaveText([
    'Centro (principal)7.5 kg',
    'Roma1.8 kg',
  ]);
});
