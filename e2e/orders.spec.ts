import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiContact, apiProduct } from './support/inventory';
import { expectNoSeriousA11yViolations } from './support/axe';

async function chooseSupplier(page: Page, name: string) {
  await page.getByLabel('Proveedor', { exact: true }).selectOption({ label: name });
}

async function openOrder(page: Page, orderNumber: string) {
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Orden ${orderNumber}` })).toBeVisible();
  return dialog;
}

/** A restaurant with a supplier on WhatsApp (two of its products, the onion below its minimum), one without products, and a product without supplier. */
async function setUpSupplies(page: Page) {
  await createAccount(page.request, { role: 'restaurant_owner', businessName: 'Fonda Doña Mary' });
  const pepe = await apiContact(page.request, { name: 'Verduras Don Pepe', whatsappNumber: '55 1234 5678' });
  await apiContact(page.request, { name: 'Lácteos La Vaca' });
  const tomato = await apiProduct(page.request, {
    name: 'Tomate saladet',
    currentPrice: '25.50',
    stockQuantity: '20',
    minStockQuantity: '10',
    supplierId: pepe.id,
  });
  const onion = await apiProduct(page.request, {
    name: 'Cebolla blanca',
    currentPrice: '18.00',
    stockQuantity: '3',
    minStockQuantity: '10',
    supplierId: pepe.id,
  });
  await apiProduct(page.request, { name: 'Sal de mar', currentPrice: '12.30', stockQuantity: '3' });
  return { pepe, tomato, onion };
}

async function apiOrder(
  page: Page,
  data: { supplierId: string; items: { productId: string; quantity: number }[]; notes?: string },
) {
  const response = await page.request.post('/api/orders', { data });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { id: string; orderNumber: string };
}

test('orden nueva: proveedor, búsqueda, sugerir cantidades, notas; encabeza /ordenes; enviar y copiar', async ({
  page,
  context,
}) => {
  const { pepe, tomato } = await setUpSupplies(page);

  await page.goto('/ordenes');
  await expect(page.getByText('No hay órdenes de compra')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Publicidad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An older order, so the one made through the screen must head the list.
  const olderNumber = (await apiOrder(page, { supplierId: pepe.id, items: [{ productId: tomato.id, quantity: 1 }] }))
    .orderNumber;

  await page.getByRole('link', { name: 'Nueva orden' }).click();
  await expect(page).toHaveURL(/\/ordenes\/nueva$/);
  await expect(page.getByRole('heading', { name: 'Nueva orden de compra' })).toBeVisible();
  await expect(page.getByText('Selecciona un proveedor para ver sus productos')).toBeVisible();
  const create = page.getByRole('button', { name: 'Crear orden' });
  await expect(create).toBeDisabled();

  await chooseSupplier(page, 'Lácteos La Vaca');
  await expect(page.getByText('Este proveedor no tiene productos registrados')).toBeVisible();

  await chooseSupplier(page, 'Verduras Don Pepe');
  const rows = page.getByTestId('order-product-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Sal de mar' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Cebolla blanca' }).locator('[data-slot="badge"]')).toHaveText('Stock: 3 kg');
  await expect(rows.filter({ hasText: 'Tomate saladet' }).locator('[data-slot="badge"]')).toHaveCount(0);
  await expect(page.getByTestId('order-product-list')).toHaveCSS('max-height', '400px');
  const onion = page.getByLabel('Cebolla blanca', { exact: true });
  const tomatoQuantity = page.getByLabel('Tomate saladet', { exact: true });
  await expect(onion).toHaveAttribute('min', '0');
  await expect(onion).toHaveAttribute('step', '0.1');

  await page.getByPlaceholder('Buscar productos...').fill('TOMATE');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Tomate saladet');
  await page.getByPlaceholder('Buscar productos...').fill('');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'Sugerir cantidades' }).click();
  await expect(onion).toHaveValue('7');
  await expect(tomatoQuantity).toHaveValue('');
  await expect(page.getByTestId('draft-total')).toHaveText('$126.00');
  await expect(create).toBeEnabled();

  await tomatoQuantity.fill('2.5');
  const summary = page.getByRole('list', { name: 'Productos en la orden' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('draft-total')).toHaveText('$189.75');
  await tomatoQuantity.fill('0');
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('draft-total')).toHaveText('$126.00');
  await tomatoQuantity.fill('2.5');
  await expect(page.getByTestId('draft-total')).toHaveText('$189.75');
  await page.getByLabel('Notas (opcional)').fill('Entregar antes de las 9');
  await expectNoSeriousA11yViolations(page);

  await create.click();
  await expect(page.getByText('Orden creada exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/ordenes$/);
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Verduras Don Pepe');
  await expect(cards.first()).toContainText('2 productos');
  await expect(cards.first()).toContainText('Pendiente');
  await expect(cards.first().getByTestId('order-total')).toHaveText('$189.75');
  await expect(cards.nth(1)).toContainText(olderNumber);
  await expect(cards.nth(1).getByTestId('order-total')).toHaveText('$25.50');
  const orderNumber = (await cards.first().getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^ORD-\d+$/);

  const dialog = await openOrder(page, orderNumber);
  const items = dialog.getByTestId('order-items');
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText('Tomate saladet');
  await expect(items).toContainText('2.5 kg × $25.50');
  await expect(items).toContainText('$63.75');
  await expect(items).toContainText('Cebolla blanca');
  await expect(items).toContainText('$126.00');
  await expect(dialog.getByTestId('order-detail-total')).toHaveText('$189.75');
  await expect(dialog).toContainText('Entregar antes de las 9');
  await expectNoSeriousA11yViolations(page);

  // "Enviar por WhatsApp": wa.me with the Mexican +52 number and the order as text, in a new tab.
  const whatsapp = dialog.getByRole('link', { name: /Enviar por WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/525512345678\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), whatsapp.click()]);
  const sent = new URL(popup.url());
  expect(sent.origin + sent.pathname).toBe('https://wa.me/525512345678');
  const text = sent.searchParams.get('text')!;
  expect(text).toContain(`orden de compra ${orderNumber} de Fonda Doña Mary`);
  expect(text).toContain('Total: $189.75');
  expect(text).toContain('Notas: Entregar antes de las 9');
  await popup.close();

  // "Copiar pedido", then a clipboard that refuses.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copiar pedido' }).click();
  await expect(page.getByText('Pedido copiado al portapapeles')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(orderNumber);
  await page.evaluate(() =>
    Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denegado')) }),
  );
  await dialog.getByRole('button', { name: 'Copiar pedido' }).click();
  await expect(page.getByText('Error al copiar el mensaje')).toBeVisible();
  await expect(page.getByText('Copia el mensaje manualmente')).toBeVisible();
  await expect(dialog.getByLabel('Mensaje del pedido')).toHaveValue(/Total: \$189\.75/);
});

test('recibir con un precio cambiado sube el stock y crea la alerta; cancelar y eliminar órdenes', async ({ page }) => {
  const { pepe, tomato, onion } = await setUpSupplies(page);
  const olderNumber = (await apiOrder(page, { supplierId: pepe.id, items: [{ productId: tomato.id, quantity: 1 }] }))
    .orderNumber;
  const { orderNumber } = await apiOrder(page, {
    supplierId: pepe.id,
    items: [
      { productId: tomato.id, quantity: 2.5 },
      { productId: onion.id, quantity: 7 },
    ],
    notes: 'Entregar antes de las 9',
  });
  await page.goto('/ordenes');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toContainText(orderNumber);
  let dialog = await openOrder(page, orderNumber);

  // "Recibir orden" with the onion's price changed: 18.00 → 19.80 (+10%).
  await dialog.getByRole('button', { name: 'Recibir orden' }).click();
  const onionLine = dialog.getByRole('group', { name: 'Cebolla blanca' });
  await expect(onionLine.getByLabel(/Cantidad recibida/)).toHaveValue('7');
  await expect(onionLine.getByLabel('Precio pagado por kg')).toHaveValue('18.00');
  await expect(dialog.getByRole('group', { name: 'Tomate saladet' }).getByLabel(/Cantidad recibida/)).toHaveValue(
    '2.5',
  );
  await onionLine.getByLabel('Precio pagado por kg').fill('19.80');
  await expect(onionLine).toContainText('$18.00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(page.getByText('Orden recibida: inventario actualizado')).toBeVisible();
  await expect(dialog.getByText('Completada', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Recibir orden' })).toHaveCount(0);
  await expect(dialog.getByTestId('order-detail-total')).toHaveText('$202.35');
  await page.keyboard.press('Escape');
  await expect(cards.first()).toContainText('Completada');
  await expect(cards.first().getByTestId('order-total')).toHaveText('$202.35');

  const stock = await page.request.get('/api/products?search=Cebolla');
  const [onionProduct] = ((await stock.json()) as { items: { stockQuantity: string; currentPrice: string }[] }).items;
  expect(Number(onionProduct.stockQuantity)).toBe(10);
  expect(onionProduct.currentPrice).toBe('19.80');

  await page.goto('/productos');
  await expect(page.getByTestId('product-row').filter({ hasText: 'Tomate saladet' })).toContainText('22.5 kg');
  await page.getByRole('button', { name: 'Ver Cebolla blanca' }).click();
  const movements = page.getByRole('list', { name: 'Movimientos de stock' });
  await expect(movements.getByRole('listitem').first()).toContainText('Recepción de orden');
  await expect(movements.getByRole('listitem').first()).toContainText('+7 kg');
  await expect(movements.getByRole('listitem').first()).toContainText('Quedan 10 kg');
  await page.keyboard.press('Escape');

  await page.goto('/alertas');
  const alerts = page.getByTestId('unread-alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Cebolla blanca');
  await expect(alerts).toContainText('Verduras Don Pepe');
  await expect(alerts).toContainText('Precio anterior$18.00');
  await expect(alerts).toContainText('Precio nuevo$19.80');
  await expect(alerts).toContainText('+10.0%');
  // "Marcar como leída" moves it to 'Alertas Leídas', and the badge drops.
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByLabel('1 sin leer')).toBeVisible();
  await alerts.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(page.getByText('Alerta marcada como leída')).toBeVisible();
  await expect(alerts).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Alertas Leídas' }).getByTestId('read-alert')).toContainText(
    'Cebolla blanca',
  );
  await expect(nav.getByLabel(/sin leer/)).toHaveCount(0);

  // "Cancelar orden" on the older one, then delete both.
  await page.goto('/ordenes');
  dialog = await openOrder(page, olderNumber);
  await expect(dialog.getByRole('link', { name: /Enviar por WhatsApp/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
  await page.getByRole('alertdialog').getByLabel('Motivo').fill('Lupita no surte esta semana');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar orden' }).click();
  await expect(page.getByText('Orden cancelada')).toBeVisible();
  await expect(dialog.getByTestId('order-state-note')).toHaveText('La cancelaste. Motivo: Lupita no surte esta semana');
  await expect(dialog.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Recibir orden' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Eliminar orden' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: '¿Eliminar orden?' })).toBeVisible();
  await expect(confirm).toContainText(`Se eliminarán permanentemente la orden ${olderNumber} y todos sus productos`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Orden eliminada')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards).toHaveCount(1);

  dialog = await openOrder(page, orderNumber);
  await dialog.getByRole('button', { name: 'Eliminar orden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('No hay órdenes de compra')).toBeVisible();
  const orders = await page.request.get('/api/orders');
  expect(await orders.json()).toEqual([]);
});

test('sin WhatsApp no hay botón; /nueva-orden, volver y cancelar llevan a /ordenes; error al borrar', async ({
  page,
}) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  const contact = await apiContact(page.request, { name: 'Abarrotes Sin Tel' });
  const rice = await apiProduct(page.request, {
    name: 'Arroz',
    currentPrice: '0.10',
    stockQuantity: '50',
    supplierId: contact.id,
  });

  await page.goto('/nueva-orden');
  await expect(page.getByRole('heading', { name: 'Nueva orden de compra' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a órdenes' }).click();
  await expect(page).toHaveURL(/\/ordenes$/);
  await page.goto('/nueva-orden');
  await chooseSupplier(page, 'Abarrotes Sin Tel');
  // Exact money: 3 × 0.10 is $0.30.
  await page.getByLabel('Arroz', { exact: true }).fill('3');
  await expect(page.getByTestId('draft-total')).toHaveText('$0.30');
  await page.getByRole('button', { name: 'Sugerir cantidades' }).click();
  await expect(page.getByText('Ningún producto de este proveedor está por debajo de su mínimo')).toBeVisible();
  await expect(page.getByLabel('Arroz', { exact: true })).toHaveValue('3');
  // A refused creation shows the server's message and stays on the draft.
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { error: { code: 'unknown_product', message: 'Uno de los productos no existe en tu inventario' } },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page.getByText('Uno de los productos no existe en tu inventario')).toBeVisible();
  await expect(page).toHaveURL(/\/nueva-orden$/);
  await page.unroute('**/api/orders');
  // A request that never reaches the server gets the spec's fallback message.
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page.getByText('Error al crear la orden')).toBeVisible();
  await expect(page).toHaveURL(/\/nueva-orden$/);
  await page.unroute('**/api/orders');
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/ordenes$/);
  await expect(page.getByText('No hay órdenes de compra')).toBeVisible();

  const created = await page.request.post('/api/orders', {
    data: { supplierId: contact.id, items: [{ productId: rice.id, quantity: 3 }] },
  });
  const order = (await created.json()) as { id: string; orderNumber: string };
  await page.reload();
  const dialog = await openOrder(page, order.orderNumber);
  await expect(dialog.getByTestId('order-detail-total')).toHaveText('$0.30');
  await expect(dialog.getByRole('button', { name: 'Copiar pedido' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Enviar por WhatsApp/ })).toHaveCount(0);

  // The server refuses the delete: the spec's error toast, and the order stays.
  await page.route(`**/api/orders/${order.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Falla' } } })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Eliminar orden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error al eliminar', { exact: true })).toBeVisible();
  await expect(page.getByText('No se pudo eliminar la orden')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeVisible();
});
