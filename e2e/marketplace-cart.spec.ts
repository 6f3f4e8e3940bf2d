import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiContact, apiProduct } from './support/inventory';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

/**
 * Issue #18, journey 3: the cart respects the supplier's minimum on a phone and is kept on the
 * server, so a reload (or another device) finds it (decision 044).
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = Date.now().toString(36);
const supplierName = `Verduras La Merced ${run}`;
const onion = `Cebolla blanca ${run}`;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const boxFits = (box: Locator) => box.evaluate((element) => element.scrollWidth <= element.clientWidth);

/** Nothing wider than the screen, page or dialog, at 390 px and at 320 px. */
async function expectNoSideScroll(page: Page, dialog?: Locator) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await fits(page), `página a ${width} px`).toBe(true);
    if (dialog) expect(await boxFits(dialog), `diálogo a ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito/ });
/** The next save of the cart, or the save of this quantity of its first line. */
const cartSaved = (page: Page, quantity?: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/marketplace/cart') &&
      response.request().method() === 'PUT' &&
      (quantity === undefined || response.request().postDataJSON()?.lines?.[0]?.quantity === quantity),
  );

test('en un teléfono: «Mínimo 10 kg», se escriben 5 kg y el carrito lo dice, luego 10 kg; tras recargar sigue ahí y se crea la orden', async ({
  page,
  browser,
}) => {
  test.slow();
  const supplier = await browser.newContext();
  await createSubscribedSupplier(supplier.request, supplierName);
  await createCatalogueProduct(supplier.request, {
    name: onion,
    category: `Verduras ${run}`,
    price: '18.50',
    unit: 'kg',
    minOrderQuantity: '10',
  });
  const account = await createAccount(page.request, { role: 'restaurant_owner', businessName: `Fonda ${run}` });

  await page.goto('/marketplace');
  await page.getByPlaceholder('Buscar productos...').fill(run);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: onion }) });
  await expect(card).toContainText('$18.50 por kg');
  await expect(card).toContainText('Mínimo 10 kg');
  await expect(card).not.toContainText('10.000');
  await expectNoSideScroll(page);

  // 'Agregar' starts at the supplier's minimum.
  const added = cartSaved(page);
  await card.getByRole('button', { name: `Agregar ${onion}` }).click();
  await added;
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 artículo');
  await cartButton(page).click();
  const cart = page.getByRole('dialog', { name: 'Carrito de Compras' });
  const line = cart.getByRole('listitem', { name: onion });
  const quantity = line.getByRole('spinbutton', { name: `Cantidad de ${onion}` });
  await expect(quantity).toHaveValue('10');

  // Typed below the minimum: the line and the footer say so, and ordering waits.
  await quantity.fill('5');
  await expect(line.getByRole('alert')).toHaveText('Mínimo 10 kg');
  await expect(cart.getByRole('status')).toContainText(`La cantidad mínima de ${onion} es 10 kg`);
  await expect(cart.getByRole('button', { name: 'Crear Orden' })).toBeDisabled();
  await expect(cart.getByTestId('cart-total')).toHaveText('$92.50');
  await expectNoSeriousA11yViolations(page);
  await expectNoSideScroll(page, cart);

  const typed = cartSaved(page, '10');
  await quantity.fill('10');
  await expect(line.getByRole('alert')).toHaveCount(0);
  await expect(cart.getByRole('button', { name: 'Crear Orden' })).toBeEnabled();
  await expect(cart.getByTestId('cart-total')).toHaveText('$185.00');
  expect((await typed).ok()).toBe(true);

  // The cart is on the server: a reload, and another device, find 10 kg.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 artículo');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await phone.newPage();
  await signInThroughForm(otherPage, account.email, account.password);
  await expect(otherPage).not.toHaveURL(/\/auth$/);
  await otherPage.goto('/marketplace');
  await cartButton(otherPage).click();
  await expect(otherPage.getByRole('spinbutton', { name: `Cantidad de ${onion}` })).toHaveValue('10');
  await phone.close();

  await cartButton(page).click();
  await expect(quantity).toHaveValue('10');
  await cart.getByRole('button', { name: 'Crear Orden' }).click();
  await expect(page.getByText('Orden(es) creada(s) exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/ordenes$/);
  await expect(
    page.getByRole('list', { name: 'Órdenes de compra' }).getByTestId('order-card').filter({ hasText: supplierName }),
  ).toContainText('$185.00');

  const orders = await (await supplier.request.get('/api/supplier/orders')).json();
  expect(orders).toMatchObject([{ totalAmount: '185.00', items: [{ productName: onion, quantity: '10.000' }] }]);
  // Ordered lines leave the saved cart.
  await page.goto('/marketplace');
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 0 artículos');

  // 'Repetir pedido' puts the order's 10 kg back in the cart.
  await page.goto('/ordenes');
  await page.getByTestId('order-card').filter({ hasText: supplierName }).getByRole('button').click();
  await page.getByRole('link', { name: 'Repetir pedido' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByText('Pedido agregado al carrito')).toBeVisible();
  await expect(cart.getByRole('spinbutton', { name: `Cantidad de ${onion}` })).toHaveValue('10');
  await cart.getByRole('button', { name: 'Seguir Comprando' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 artículo');
  await supplier.close();
});

test('«Repetir pedido» de una orden a un contacto: la nueva orden trae sus líneas, sin el producto que ya no existe', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request, { role: 'restaurant_owner', businessName: `Cocina ${run}` });
  const contact = await apiContact(page.request, { name: `Abarrotes Lupita ${run}` });
  const rice = await apiProduct(page.request, {
    name: `Arroz ${run}`,
    currentPrice: '30',
    stockQuantity: '2',
    supplierId: contact.id,
  });
  const beans = await apiProduct(page.request, {
    name: `Frijol ${run}`,
    currentPrice: '40',
    stockQuantity: '2',
    supplierId: contact.id,
  });
  const order = await page.request.post('/api/orders', {
    data: {
      supplierId: contact.id,
      items: [
        { productId: rice.id, quantity: '12.5' },
        { productId: beans.id, quantity: '3' },
      ],
    },
  });
  expect(order.ok()).toBeTruthy();
  expect((await page.request.delete(`/api/products/${beans.id}`)).ok()).toBeTruthy();

  await page.goto('/ordenes');
  await page.getByTestId('order-card').filter({ hasText: contact.name }).getByRole('button').click();
  await page.getByRole('link', { name: 'Repetir pedido' }).click();
  await expect(page).toHaveURL(/\/ordenes\/nueva$/);
  await expect(page.getByText(`Frijol ${run} ya no está disponible y no se agregó a la orden`)).toBeVisible();
  await expect(page.getByLabel(`Arroz ${run}`, { exact: true })).toHaveValue('12.5');
  expect(await fits(page)).toBe(true);
  await page.getByRole('button', { name: 'Crear orden' }).click();
  await expect(page).toHaveURL(/\/ordenes$/);
  const orders = (await (await page.request.get('/api/orders')).json()) as Array<{ totalAmount: string }>;
  expect(orders.map((item) => item.totalAmount)).toEqual(['375.00', '495.00']);
});
