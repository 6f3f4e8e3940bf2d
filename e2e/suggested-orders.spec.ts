import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';
import { fitsTheScreen } from './support/screen';
import { fondaBelowMinimums } from './support/suggested-orders';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

/** Decision 046 on a phone: two suppliers below their minimums, one suggestion, two orders in one step. */

test.use({ viewport: { width: 390, height: 844 } });

test('a 390 px: «Pedido sugerido» propone cajas y litros por proveedor, se edita una cantidad y se crean las dos órdenes', async ({
  page,
}) => {
  test.slow();
  const { jitomate } = await fondaBelowMinimums(page.request, {
    stockQuantity: '60',
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  // 56 kg thrown away in the last weeks: 2 kg a day of use.
  const waste = await page.request.post('/api/waste', {
    data: { productId: jitomate.id, quantity: '56', reason: 'caducado' },
  });
  expect(waste.ok()).toBeTruthy();

  await page.goto('/ordenes');
  await page.getByRole('link', { name: 'Pedido sugerido' }).click();
  await expect(page).toHaveURL(/\/ordenes\/sugerido$/);
  const central_ = page.getByRole('group', { name: 'Central de Abasto' });
  const lacteos_ = page.getByRole('group', { name: 'Lácteos del Valle' });
  // 20 + 2 × 7 − 4 = 30 kg → 2 cajas; 10 − 3 = 7 l.
  await expect(central_).toContainText('Hay 4 kg · mínimo 20 kg · usas 2 kg al día');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('2');
  await expect(central_).toContainText('Caja (25 kg)');
  await expect(central_.getByTestId('suggested-total')).toHaveText('$900.00');
  await expect(lacteos_.getByLabel('Cantidad de Crema')).toHaveValue('7');
  await expect(lacteos_.getByTestId('suggested-total')).toHaveText('$210.00');

  // A delivery in three weeks asks for more: 20 + 2 × 21 − 4 = 58 kg → 3 cajas.
  await page.getByLabel('Días hasta la próxima entrega').fill('21');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('3');
  await page.getByLabel('Días hasta la próxima entrega').fill('7');
  await expect(central_.getByLabel('Cantidad de Jitomate saladet')).toHaveValue('2');

  await lacteos_.getByLabel('Cantidad de Crema').fill('-1');
  await expect(lacteos_.getByRole('alert')).toHaveText('El valor no puede ser negativo');
  await expect(page.getByRole('button', { name: 'Crear 1 orden' })).toBeDisabled();
  await lacteos_.getByLabel('Cantidad de Crema').fill('8');
  await expect(lacteos_.getByTestId('suggested-total')).toHaveText('$240.00');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear 2 órdenes' }).click();
  await expect(page.getByText('2 órdenes creadas')).toBeVisible();
  await expect(page).toHaveURL(/\/ordenes$/);
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Central de Abasto' })).toContainText('$900.00');
  await expect(cards.filter({ hasText: 'Lácteos del Valle' })).toContainText('$240.00');

  // What is on order now covers both: nothing left to suggest.
  await page.getByRole('link', { name: 'Pedido sugerido' }).click();
  await expect(page.getByText('Nada que pedir: tu stock cubre los mínimos y el uso previsto.')).toBeVisible();
});

/** Decision 052 on a phone: a product last received from the marketplace is suggested from that supplier. */
test('a 390 px: lo que llegó del marketplace se sugiere a ese proveedor, en cajas y desde su mínimo, y se le envía', async ({
  browser,
  page,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const company = `Aguacates Don Chuy ${run}`;
  const name = `Aguacate Hass ${run}`;
  const supplierContext = await browser.newContext();
  await createSubscribedSupplier(supplierContext.request, company);
  const catalogue = await createCatalogueProduct(supplierContext.request, {
    name,
    category: 'Frutas',
    price: '450.00',
    unit: 'caja',
    minOrderQuantity: '2',
  });
  await createAccount(page.request, { role: 'restaurant_owner', businessName: `Fonda ${run}` });
  await apiProduct(page.request, {
    name,
    currentPrice: '45',
    stockQuantity: '0',
    minStockQuantity: '45',
    packs: [{ name: 'Caja', quantity: '10', unit: 'kg' }],
  });
  // Received once: 2 cajas (20 kg) from the supplier, so the product is tied to its catalogue product.
  const ordered = await page.request.post('/api/marketplace/orders', {
    data: { lines: [{ productId: catalogue.id, quantity: '2' }] },
  });
  expect(ordered.ok()).toBeTruthy();
  const [order] = (await ordered.json()) as Array<{ id: string }>;
  for (const action of ['confirm', 'ship'])
    expect((await supplierContext.request.post(`/api/supplier/orders/${order.id}/${action}`, { data: {} })).ok()).toBe(
      true,
    );
  const detail = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    items: Array<{ id: string; quantity: string; unitPrice: string }>;
  };
  const received = await page.request.post(`/api/orders/${order.id}/receive`, {
    data: {
      items: detail.items.map((item) => ({
        itemId: item.id,
        receivedQuantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
    },
  });
  expect(received.ok()).toBeTruthy();

  await page.goto('/ordenes/sugerido');
  const card = page.getByRole('group', { name: company });
  await expect(card).toContainText('Se envía por el marketplace');
  await expect(card).toContainText('Mínimo 2 cajas');
  // 45 − 20 kg = 25 kg = 2.5 cajas → 3 cajas.
  await expect(card.getByLabel(`Cantidad de ${name}`)).toHaveValue('3');
  await expect(card.getByTestId('suggested-total')).toHaveText('$1,350.00');
  await card.getByLabel(`Cantidad de ${name}`).fill('1');
  await expect(card.getByRole('alert')).toHaveText(`La cantidad mínima de ${name} es 2 cajas`);
  await expect(page.getByRole('button', { name: 'Crear 1 orden' })).toBeDisabled();
  await card.getByLabel(`Cantidad de ${name}`).fill('3');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear 1 orden' }).click();
  await expect(page.getByText('1 orden creada')).toBeVisible();
  // Beside the order received before, the new one waits for the supplier.
  const pending = page.getByTestId('order-card').filter({ hasText: company }).filter({ hasText: 'Pendiente' });
  await expect(pending).toContainText('$1,350.00');

  // The supplier has it in its inbox, pending; and it now counts as on order: nothing left to suggest.
  const inbox = (await (await supplierContext.request.get('/api/supplier/orders')).json()) as Array<{
    status: string;
    totalAmount: string;
  }>;
  expect(inbox.filter((row) => row.status === 'pendiente').map((row) => row.totalAmount)).toEqual(['1350.00']);
  await page.goto('/ordenes/sugerido');
  await expect(page.getByText('Nada que pedir: tu stock cubre los mínimos y el uso previsto.')).toBeVisible();
  await supplierContext.close();
});
