import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiContact, apiProduct } from './support/inventory';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

/*
 * Decision 049 on a phone: the owner opens a product and reads what each supplier last charged and
 * what the marketplace offers, per kg, with the cheapest marked.
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = Date.now().toString(36);
const product = `Jitomate ${run}`;

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** An own-contact order of `quantity` `unit`, received whole at `paid` each, through the API. */
async function buyAndReceive(
  request: APIRequestContext,
  order: { supplierId: string; productId: string; quantity: number; unit: string; paid: string },
) {
  const placed = await request.post('/api/orders', {
    data: {
      supplierId: order.supplierId,
      items: [{ productId: order.productId, quantity: order.quantity, unit: order.unit }],
    },
  });
  expect(placed.ok()).toBeTruthy();
  const { id, items } = (await placed.json()) as { id: string; items: Array<{ id: string }> };
  const received = await request.post(`/api/orders/${id}/receive`, {
    data: { items: [{ itemId: items[0].id, receivedQuantity: String(order.quantity), unitPrice: order.paid }] },
  });
  expect(received.ok()).toBeTruthy();
}

test('en un teléfono: el dueño abre un producto y compara lo que pagó con el marketplace, por kg', async ({
  browser,
}) => {
  test.slow();
  const supplier = await browser.newContext();
  await createSubscribedSupplier(supplier.request, `Central Digital ${run}`);
  await createCatalogueProduct(supplier.request, {
    name: product,
    category: 'Verduras',
    price: '450.00',
    unit: 'caja',
  });
  await createCatalogueProduct(supplier.request, {
    name: `${product} bola`,
    category: 'Verduras',
    price: '6.00',
    unit: 'unidad',
  });
  await supplier.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await createAccount(page.request, { role: 'restaurant_owner' });
  const abastos = await apiContact(page.request, { name: 'Abastos Ramírez' });
  const lupita = await apiContact(page.request, { name: 'Verduras Lupita' });
  const { id: productId } = await apiProduct(page.request, {
    name: product,
    currentPrice: '24.00',
    stockQuantity: '0',
    packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
  });
  await buyAndReceive(page.request, { supplierId: abastos.id, productId, quantity: 2, unit: 'Caja', paid: '500.00' });
  await buyAndReceive(page.request, { supplierId: lupita.id, productId, quantity: 10, unit: 'kg', paid: '21.50' });

  await page.goto('/productos');
  await page.getByRole('button', { name: `Ver ${product}` }).click();
  const dialog = page.getByRole('dialog');
  const section = dialog.getByRole('region', { name: 'Comparar precios' });
  await section.scrollIntoViewIfNeeded();
  // The last price received (Lupita's $21.50) is the current one.
  await expect(section.getByText('Tu precio actual:')).toHaveText('Tu precio actual: $21.50 por kg');

  const paid = section.getByRole('list', { name: 'Últimos precios pagados' }).getByRole('listitem');
  await expect(paid).toHaveCount(2);
  await expect(paid.nth(0)).toContainText('Abastos Ramírez');
  await expect(paid.nth(0)).toContainText('$20.00 por kg');
  await expect(paid.nth(0)).toContainText('7 % más barato');
  await expect(paid.nth(0)).toContainText('Pagaste $500.00 por 1 caja (25 kg)');
  await expect(paid.nth(1)).toContainText('Verduras Lupita');
  await expect(paid.nth(1)).toContainText('Igual que tu precio actual');

  const offers = section.getByRole('list', { name: 'Ofertas del marketplace' }).getByRole('listitem');
  await expect(offers).toHaveCount(2);
  await expect(offers.nth(0)).toContainText('Más barato');
  await expect(offers.nth(0)).toContainText('$18.00 por kg');
  await expect(offers.nth(0)).toContainText('16 % más barato');
  await expect(offers.nth(0)).toContainText('1 caja = 25 kg según tu presentación «Caja»');
  await expect(offers.nth(1)).toContainText(`${product} bola`);
  await expect(offers.nth(1)).toContainText('Sin precio por kg');
  await expect(offers.nth(1)).not.toContainText('Más barato');
  await expect(section.getByText('Más barato', { exact: true })).toHaveCount(1);

  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await fitsTheScreen(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
