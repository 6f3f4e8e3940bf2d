import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiProduct } from './support/inventory';
import { createSubscribedSupplier } from './support/suppliers';

/*
 * Decision 043 on a phone: a marketplace order confirmed (with a changed price), sent and delivered
 * by the supplier, then received by the restaurant; both stocks end right.
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = Date.now().toString(36);
const company = `Verduras Don Beto ${run}`;
const restaurantName = `Fonda La Güera ${run}`;
const onion = `Cebolla blanca ${run}`;

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Nothing wider than the screen, at 390 px and at 320 px. */
async function expectNoSideScroll(page: Page) {
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('en un teléfono: el proveedor confirma, envía y entrega; el restaurante recibe y ambos stocks cuadran', async ({
  browser,
}) => {
  // Two people, six screens and two accessibility scans: more than the default minute on a busy machine.
  test.slow();
  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const restaurantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await createSubscribedSupplier(supplierContext.request, company);
  const created = await supplierContext.request.post('/api/supplier/products', {
    data: { name: onion, category: 'Verduras', price: '22.00', unit: 'kg', stockQuantity: '50', minOrderQuantity: '1' },
  });
  expect(created.ok()).toBeTruthy();
  const catalogueId = ((await created.json()) as { id: string }).id;
  await createAccount(restaurantContext.request, { role: 'restaurant_owner', businessName: restaurantName });
  // The restaurant already keeps the onion (another spelling of the name): receiving adds to it.
  const own = await apiProduct(restaurantContext.request, {
    name: `Cebolla Blanca ${run}`,
    currentPrice: '20',
    stockQuantity: '5',
  });

  // The restaurant orders 3 kg from the marketplace.
  const buyer = await restaurantContext.newPage();
  await buyer.goto('/marketplace');
  await buyer.getByPlaceholder('Buscar productos...').fill(run);
  const card = buyer.getByRole('listitem').filter({ has: buyer.getByRole('heading', { name: onion }) });
  await card.getByRole('button', { name: /Agregar/ }).click();
  await buyer.getByRole('button', { name: /^Carrito/ }).click();
  const cart = buyer.getByRole('dialog', { name: 'Carrito de Compras' });
  await cart.getByRole('button', { name: `Agregar uno de ${onion}` }).click();
  await cart.getByRole('button', { name: `Agregar uno de ${onion}` }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('$66.00');
  await cart.getByRole('button', { name: 'Crear Orden' }).click();
  await expect(buyer).toHaveURL(/\/ordenes$/);
  const orderCard = buyer.getByTestId('order-card').filter({ hasText: company });
  await expect(orderCard).toContainText('Pendiente');

  // The supplier confirms at $21.00 instead of $22.00: 3 kg are set aside in the catalogue.
  const seller = await supplierContext.newPage();
  await seller.goto('/proveedor/dashboard');
  const inboxOrder = seller
    .getByRole('region', { name: 'Pedidos recibidos' })
    .getByRole('listitem')
    .filter({ hasText: restaurantName })
    .first();
  await expect(inboxOrder).toContainText('Pendiente');
  await inboxOrder.getByRole('button', { name: 'Confirmar pedido' }).click();
  const confirm = seller.getByRole('dialog');
  await expect(confirm.getByLabel('Cantidad (kg)')).toHaveValue('3');
  await confirm.getByLabel('Precio unitario').fill('21');
  await expect(confirm).toContainText('$63.00');
  await expectNoSideScroll(seller);
  await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(inboxOrder).toContainText('Confirmada');
  await expect(inboxOrder).toContainText('Pidió 3 kg a $22.00');
  await expectNoSeriousA11yViolations(seller);
  const catalogue = async () =>
    (
      (await (await supplierContext.request.get('/api/supplier/products')).json()) as Array<{
        id: string;
        stockQuantity: string;
      }>
    ).find((product) => product.id === catalogueId)!.stockQuantity;
  // Set aside, not yet taken out of the stock.
  expect(await catalogue()).toBe('50.000');
  await seller.reload();
  await expect(
    seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: onion }) }),
  ).toContainText('Stock: 50 · Apartado: 3');

  await inboxOrder.getByRole('button', { name: 'Marcar en camino' }).click();
  await expect(inboxOrder).toContainText('En camino');
  await inboxOrder.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(inboxOrder).toContainText('Entregada');
  await expect(inboxOrder.getByRole('button')).toHaveCount(0);
  expect(await catalogue()).toBe('47.000');
  await seller.reload();
  await expect(
    seller.getByRole('listitem').filter({ has: seller.getByRole('heading', { name: onion }) }),
  ).toContainText('Stock: 47');

  // The restaurant sees each step live (no reload) and receives 2.5 kg at the confirmed $21.00.
  await expect(orderCard).toContainText('Entregada');
  await orderCard.getByRole('button').first().click();
  const dialog = buyer.getByRole('dialog');
  await expect(dialog.getByTestId('order-items')).toContainText('Pediste: 3 kg a $22.00');
  await expect(dialog.getByTestId('order-detail-total')).toHaveText('$63.00');
  await dialog.getByRole('button', { name: 'Recibir orden' }).click();
  const line = dialog.getByRole('group', { name: onion });
  await expect(line.getByTestId('receive-into')).toHaveText(`Se sumará a «Cebolla Blanca ${run}» de tu inventario.`);
  await expect(line.getByTestId('receive-gain')).toHaveText('El stock sube 3 kg');
  await line.getByLabel('Cantidad recibida (kg)').fill('2.5');
  await expect(line.getByTestId('receive-gain')).toHaveText('El stock sube 2.5 kg');
  await expect(line).toContainText('Precio por kg: $20.00 → $21.00');
  await expectNoSideScroll(buyer);
  await expectNoSeriousA11yViolations(buyer);
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(buyer.getByText('Orden recibida: inventario actualizado')).toBeVisible();
  await expect(dialog.getByTestId('order-items')).toContainText('Recibido: 2.5 kg');
  await expect(dialog.getByRole('button', { name: 'Recibir orden' })).toHaveCount(0);
  await buyer.keyboard.press('Escape');
  // The supplier's inbox learns it live too.
  await expect(inboxOrder).toContainText('El restaurante ya lo recibió.');

  await buyer.goto('/productos');
  await expect(buyer.getByTestId('product-row').filter({ hasText: `Cebolla Blanca ${run}` })).toContainText(
    '7.5 kg · $21.00',
  );
  const product = (await (await restaurantContext.request.get(`/api/products/${own.id}`)).json()) as {
    stockQuantity: string;
  };
  expect(product.stockQuantity).toBe('7.500');
  expect(await catalogue()).toBe('47.000');
  await Promise.all([supplierContext.close(), restaurantContext.close()]);
});
