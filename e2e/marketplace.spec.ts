import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

const run = Date.now().toString(36);
const dairy = `Lácteos La Vaquita ${run}`;
const orchard = `Frutas El Huerto ${run}`;
const panela = `Queso Panela ${run}`;
const leche = `Leche Entera ${run}`;
const aguacate = `Aguacate Hass ${run}`;
const restaurantName = `Taquería El Güero ${run}`;

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito/ });

test.describe.serial('marketplace', () => {
  let dairyContext: BrowserContext;
  let orchardContext: BrowserContext;
  let restaurant: BrowserContext;
  let buyer: Page;

  test.beforeAll(async ({ browser }) => {
    dairyContext = await browser.newContext();
    orchardContext = await browser.newContext();
    restaurant = await browser.newContext();
    await createSubscribedSupplier(dairyContext.request, dairy);
    await createCatalogueProduct(dairyContext.request, {
      name: panela,
      category: `Lácteos ${run}`,
      price: '89.90',
      unit: 'kg',
      description: 'Queso fresco de vaca',
    });
    await createCatalogueProduct(dairyContext.request, {
      name: leche,
      category: `Lácteos ${run}`,
      price: '24.50',
      unit: 'litro',
    });
    await createSubscribedSupplier(orchardContext.request, orchard);
    await createCatalogueProduct(orchardContext.request, {
      name: aguacate,
      category: `Frutas ${run}`,
      price: '55',
      unit: 'kg',
    });
    await createAccount(restaurant.request, { role: 'restaurant_owner', businessName: restaurantName });
    buyer = await restaurant.newPage();
  });
  test.afterAll(async () => {
    await Promise.all([dairyContext.close(), orchardContext.close(), restaurant.close()]);
  });

  test('comprar a dos proveedores en una sola orden', async () => {
    await buyer.goto('/marketplace');
    await expect(
      buyer.getByRole('heading', { name: 'Marketplace - Productos de proveedores verificados' }),
    ).toBeVisible();
    const search = buyer.getByPlaceholder('Buscar productos...');
    await search.fill(run);
    await expect(card(buyer, panela)).toContainText(dairy);
    await expect(card(buyer, panela)).toContainText('Queso fresco de vaca');
    await expect(card(buyer, panela)).toContainText('$89.90 por kg');
    await expect(card(buyer, panela)).toContainText(`Lácteos ${run}`);
    await expect(card(buyer, aguacate)).toContainText(orchard);
    await expect(card(buyer, leche)).toContainText('$24.50 por litro');
    await expectNoSeriousA11yViolations(buyer);

    await search.fill(`queso PANELA ${run}`);
    await expect(card(buyer, panela)).toBeVisible();
    await expect(card(buyer, aguacate)).toHaveCount(0);
    await search.fill(`sin coincidencias ${run}`);
    await expect(buyer.getByText('No se encontraron productos')).toBeVisible();

    await search.fill(run);
    await buyer.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: `Frutas ${run}` });
    await expect(card(buyer, aguacate)).toBeVisible();
    await expect(card(buyer, panela)).toHaveCount(0);
    await buyer.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Todas' });
    await expect(card(buyer, panela)).toBeVisible();

    await expect(cartButton(buyer)).toHaveAccessibleName('Carrito: 0 artículos');
    await card(buyer, panela)
      .getByRole('button', { name: /Agregar/ })
      .click();
    await expect(buyer.getByText('Producto agregado').first()).toBeVisible();
    await card(buyer, panela)
      .getByRole('button', { name: /Agregar/ })
      .click();
    await card(buyer, aguacate)
      .getByRole('button', { name: /Agregar/ })
      .click();
    await card(buyer, leche)
      .getByRole('button', { name: /Agregar/ })
      .click();
    // The badge counts products (decision 044).
    await expect(cartButton(buyer)).toHaveAccessibleName('Carrito: 3 artículos');

    await buyer.reload();
    await expect(cartButton(buyer)).toHaveAccessibleName('Carrito: 3 artículos');
    await cartButton(buyer).click();
    const cart = buyer.getByRole('dialog', { name: 'Carrito de Compras' });
    await expect(cart.getByRole('listitem', { name: panela })).toContainText(dairy);
    await expect(cart.getByLabel(`Cantidad de ${panela}`)).toHaveValue('2');
    await cart.getByRole('button', { name: `Eliminar ${leche} del carrito` }).click();
    await expect(cart.getByRole('listitem', { name: leche })).toHaveCount(0);
    // 2 × 89.90 + 55.00
    await expect(cart.getByTestId('cart-total')).toHaveText('$234.80');
    await cart.getByRole('button', { name: `Agregar uno de ${aguacate}` }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('$289.80');
    await cart.getByRole('button', { name: `Quitar uno de ${aguacate}` }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('$234.80');
    await cart.getByLabel('Notas (opcional)').fill('Entregar antes de las 9 am');
    await expectNoSeriousA11yViolations(buyer);

    await cart.getByRole('button', { name: 'Crear Orden' }).click();
    await expect(buyer.getByText('Orden(es) creada(s) exitosamente')).toBeVisible();
    await expect(buyer.getByText('Se crearon órdenes separadas por proveedor')).toBeVisible();
    await expect(buyer).toHaveURL(/\/ordenes$/);
    const history = buyer.getByRole('list', { name: 'Órdenes de compra' });
    await expect(history.getByTestId('order-card')).toHaveCount(2);
    await expect(history.getByTestId('order-card').filter({ hasText: dairy })).toContainText('$179.80');
    await expect(history.getByTestId('order-card').filter({ hasText: orchard })).toContainText('$55.00');

    const dairyOrders = await (await dairyContext.request.get('/api/supplier/orders')).json();
    expect(dairyOrders).toMatchObject([
      {
        restaurantName,
        totalAmount: '179.80',
        status: 'pendiente',
        notes: 'Entregar antes de las 9 am',
        items: [{ productName: panela, quantity: '2.000' }],
      },
    ]);
    const orchardOrders = await (await orchardContext.request.get('/api/supplier/orders')).json();
    expect(orchardOrders).toMatchObject([
      { restaurantName, totalAmount: '55.00', items: [{ productName: aguacate, quantity: '1.000' }] },
    ]);

    await buyer.goto('/marketplace');
    await expect(cartButton(buyer)).toHaveAccessibleName('Carrito: 0 artículos');
    await cartButton(buyer).click();
    await expect(buyer.getByText('El carrito está vacío')).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Crear Orden' })).toBeDisabled();
  });

  test('el proveedor confirma, envía y entrega el pedido; el otro lo cancela con motivo', async () => {
    const page = await dairyContext.newPage();
    await page.goto('/proveedor/dashboard');
    const inbox = page.getByRole('region', { name: 'Pedidos recibidos' });
    const order = inbox.getByRole('listitem').filter({ hasText: restaurantName }).first();
    await expect(order).toContainText(panela);
    await expect(order).toContainText('$179.80');
    await expect(order).toContainText('Pendiente');
    await expect(page.locator('[data-stat="Pedidos"]')).toContainText('1');
    await expectNoSeriousA11yViolations(page);
    await order.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(order).toContainText('Confirmada');
    await order.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(order).toContainText('En camino');
    await order.getByRole('button', { name: 'Marcar entregado' }).click();
    await expect(order).toContainText('Entregada');
    await expect(order.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
    await expect(page.locator('[data-stat="Pedidos"]')).toContainText('0');
    await expect(page.locator('[data-stat="Ventas"]')).toContainText('$179.80');

    const other = await orchardContext.newPage();
    await other.goto('/proveedor/dashboard');
    const orchardOrder = other
      .getByRole('region', { name: 'Pedidos recibidos' })
      .getByRole('listitem')
      .filter({ hasText: restaurantName })
      .first();
    await orchardOrder.getByRole('button', { name: 'Cancelar pedido' }).click();
    const cancel = other.getByRole('alertdialog', { name: '¿Cancelar pedido?' });
    await cancel.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await expect(cancel.getByText('Escribe el motivo de la cancelación')).toBeVisible();
    await cancel.getByLabel('Motivo').fill('Se acabó el aguacate de temporada');
    await cancel.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await expect(other.getByText('Pedido cancelado')).toBeVisible();
    await expect(orchardOrder).toContainText('Cancelada');
    await expect(orchardOrder).toContainText('Motivo: Se acabó el aguacate de temporada');

    await buyer.goto('/ordenes');
    const history = buyer.getByRole('list', { name: 'Órdenes de compra' });
    await expect(history.getByTestId('order-card').filter({ hasText: dairy })).toContainText('Entregada');
    await expect(history.getByTestId('order-card').filter({ hasText: orchard })).toContainText('Cancelada');
  });

  test('catálogos grandes se cargan por páginas', async ({ browser }) => {
    const context = await browser.newContext();
    const category = `Abarrotes ${run}`;
    await createSubscribedSupplier(context.request, `Abarrotes Mayoreo ${run}`);
    for (let index = 1; index <= 26; index += 1) {
      await createCatalogueProduct(context.request, {
        name: `Producto ${String(index).padStart(2, '0')} ${run}`,
        category,
        price: '10',
        unit: 'caja',
      });
    }
    await context.close();
    await buyer.goto('/marketplace');
    await buyer.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: category });
    await expect(buyer.getByText('Mostrando 24 productos; hay más')).toBeVisible();
    await buyer.getByRole('button', { name: 'Cargar más' }).click();
    await expect(buyer.getByText('26 productos', { exact: true })).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  });
});
