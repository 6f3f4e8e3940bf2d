import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fitsTheScreen } from './support/screen';
import { fondaBelowMinimums } from './support/suggested-orders';

/** Decision 047 on a phone: an own contact confirms its order by the link in the message, without an account. */

test.use({ viewport: { width: 390, height: 844 } });

test('a 390 px: el proveedor abre el enlace sin cuenta, cambia un precio y confirma; el restaurante lo ve y recibe con ese precio', async ({
  page,
  browser,
}) => {
  test.slow();
  const { jitomate } = await fondaBelowMinimums(page.request);

  // Órdenes → "Pedido sugerido": 16 kg of jitomate and 7 l of crema, one order each.
  await page.goto('/ordenes');
  await page.getByRole('link', { name: 'Pedido sugerido' }).click();
  await expect(
    page.getByRole('group', { name: 'Central de Abasto' }).getByLabel('Cantidad de Jitomate saladet'),
  ).toHaveValue('16');
  await page.getByRole('button', { name: 'Crear 2 órdenes' }).click();
  await expect(page.getByText('2 órdenes creadas')).toBeVisible();
  const centralCard = page.getByTestId('order-card').filter({ hasText: 'Central de Abasto' });
  await expect(centralCard).toContainText('$288.00');

  // The order's detail shows the link its message carries; the owner reads it off the screen.
  await centralCard.click();
  let dialog = page.getByRole('dialog');
  const shown = dialog.getByTestId('order-link');
  await expect(shown).toContainText('/pedido/');
  const link = (await shown.textContent())!.trim();
  const whatsapp = new URL((await dialog.getByRole('link', { name: /Enviar por WhatsApp/ }).getAttribute('href'))!);
  expect(whatsapp.searchParams.get('text')).toContain(`Confirma o ajusta el pedido aquí: ${link}`);
  const mail = (await dialog.getByRole('link', { name: 'Enviar por correo' }).getAttribute('href'))!;
  expect(decodeURIComponent(mail)).toContain(link);
  await page.keyboard.press('Escape');

  // The supplier: a fresh browser, no session.
  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await supplierContext.newPage();
  await supplier.goto(link);
  await expect(supplier.getByRole('heading', { name: /^Pedido ORD-/ })).toBeVisible();
  await expect(supplier.getByText('Pedido de Fonda La Esperanza')).toBeVisible();
  const line = supplier.getByRole('group', { name: 'Jitomate saladet' });
  await expect(line).toContainText('Pidieron: 16 kg a $18.00');
  await line.getByLabel('Precio por kg').fill('20');
  await expect(supplier.getByTestId('linked-order-total')).toHaveText('$320.00');
  await supplier.setViewportSize({ width: 320, height: 700 });
  expect(await fitsTheScreen(supplier)).toBe(true);
  await expectNoSeriousA11yViolations(supplier);
  await supplier.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(supplier.getByRole('status')).toHaveText('Pedido confirmado. El restaurante ya lo ve.');
  await expect(supplier.getByText('Pidieron: 16 kg a $18.00')).toBeVisible();
  expect(await fitsTheScreen(supplier)).toBe(true);
  await supplier.getByRole('button', { name: 'Marcar en camino' }).click();
  await expect(supplier.getByRole('status')).toHaveText('Listo: el restaurante sabe que el pedido va en camino.');
  expect(await fitsTheScreen(supplier)).toBe(true);

  // Back as the owner: the order says what the supplier changed, and is received at the confirmed price.
  await page.goto('/notificaciones');
  await expect(page.getByText(/Central de Abasto confirmó tu pedido ORD-\d+ con cambios/)).toBeVisible();
  await page.goto('/ordenes');
  await expect(centralCard).toContainText('En camino');
  await expect(centralCard).toContainText('$320.00');
  await centralCard.click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('order-item-original')).toHaveText('Pediste: 16 kg a $18.00');
  await expect(dialog.getByTestId('order-state-note')).toContainText('Central de Abasto la marcó en camino');
  await dialog.getByRole('button', { name: 'Recibir orden' }).click();
  const receiving = dialog.getByRole('group', { name: 'Jitomate saladet' });
  await expect(receiving.getByLabel(/Cantidad recibida/)).toHaveValue('16');
  await expect(receiving.getByLabel('Precio pagado por kg')).toHaveValue('20.00');
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(page.getByText('Orden recibida: inventario actualizado')).toBeVisible();
  await expect(dialog.getByText('Completada', { exact: true })).toBeVisible();

  const product = await (await page.request.get(`/api/products/${jitomate.id}`)).json();
  expect(product).toMatchObject({ stockQuantity: '20.000', currentPrice: '20.00' });

  // The order is closed: the same link, and a made-up one, are the 404 page.
  await supplier.reload();
  await expect(supplier.getByText('Oops! Page not found')).toBeVisible();
  await expect(supplier.getByText(/ORD-/)).toHaveCount(0);
  await supplier.goto('/pedido/no-es-un-enlace');
  await expect(supplier.getByText('Oops! Page not found')).toBeVisible();
  await supplierContext.close();
});
