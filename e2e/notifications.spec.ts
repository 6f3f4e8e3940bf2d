import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

const run = Date.now().toString(36);
const company = `Carnes Selectas El Toro ${run}`;
const product = `Arrachera ${run}`;
const restaurantName = `Asadero La Brasa ${run}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });
const item = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Notificaciones' }).getByRole('listitem', { name: title });

test.describe.serial('notificaciones', () => {
  let supplierContext: BrowserContext;
  let restaurantContext: BrowserContext;
  let supplier: Page;
  let restaurant: Page;
  let productId: string;

  test.beforeAll(async ({ browser }) => {
    supplierContext = await browser.newContext();
    restaurantContext = await browser.newContext();
    await createSubscribedSupplier(supplierContext.request, company);
    productId = (
      await createCatalogueProduct(supplierContext.request, {
        name: product,
        category: `Carnes ${run}`,
        price: '320',
        unit: 'kg',
      })
    ).id;
    await createAccount(restaurantContext.request, { role: 'restaurant_owner', businessName: restaurantName });
    supplier = await supplierContext.newPage();
    restaurant = await restaurantContext.newPage();
  });
  test.afterAll(async () => {
    await Promise.all([supplierContext.close(), restaurantContext.close()]);
  });

  test('un pedido y su respuesta llegan en vivo a la campana del otro', async () => {
    await supplier.goto('/proveedor/dashboard');
    await expect(bell(supplier)).toHaveAccessibleName('Notificaciones');
    await restaurant.goto('/notificaciones');
    await expect(restaurant.getByText('No tienes notificaciones')).toBeVisible();
    await expect(restaurant.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();

    const order = await restaurantContext.request.post('/api/marketplace/orders', {
      data: { lines: [{ productId, quantity: 3 }] },
    });
    expect(order.ok()).toBeTruthy();
    await expect(bell(supplier)).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await expect(supplier.getByText('Nuevo pedido')).toBeVisible();

    // The bell is live; the dashboard's inbox shows the order once the supplier opens it again.
    await supplier.reload();
    const inbox = supplier.getByRole('region', { name: 'Pedidos recibidos' });
    await inbox
      .getByRole('listitem')
      .filter({ hasText: restaurantName })
      .getByRole('button', { name: 'Confirmar pedido' })
      .click();
    await supplier.getByRole('dialog').getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(item(restaurant, 'Pedido confirmado')).toContainText(`${company} confirmó tu pedido`);
    await expect(item(restaurant, 'Pedido confirmado')).toContainText('$960.00');
    await expect(item(restaurant, 'Pedido confirmado')).toHaveAttribute('data-type', 'order');
    await expect(bell(restaurant)).toHaveAccessibleName('Notificaciones: 1 sin leer');
  });

  test('la lista: iconos por tipo, marcar todo como leído, abrir el enlace y eliminar', async () => {
    // A chat message while the restaurant is not in the conversation notifies it too.
    const conversation = (await (
      await restaurantContext.request.post('/api/chat/conversations', {
        data: { supplierCompanyId: await companyId() },
      })
    ).json()) as { id: string };
    const sent = await supplierContext.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
      data: { message: '¿A qué hora recibe?' },
    });
    expect(sent.ok()).toBeTruthy();
    const message = item(restaurant, `Nuevo mensaje de ${company}`);
    await expect(message).toContainText('¿A qué hora recibe?');
    await expect(message).toHaveAttribute('data-type', 'message');
    await expect(message).toContainText('Mensaje');
    await expect(item(restaurant, 'Pedido confirmado')).toContainText('Orden');
    await expect(bell(restaurant)).toHaveAccessibleName('Notificaciones: 2 sin leer');
    // Newest first.
    await expect(
      restaurant.getByRole('list', { name: 'Notificaciones' }).getByRole('listitem').first(),
    ).toHaveAccessibleName(`Nuevo mensaje de ${company}`);
    await expectNoSeriousA11yViolations(restaurant);

    await restaurant.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(bell(restaurant)).toHaveAccessibleName('Notificaciones');
    await expect(message).toHaveAttribute('data-read', 'true');
    await expect(item(restaurant, 'Pedido confirmado')).toHaveAttribute('data-read', 'true');
    await expect(restaurant.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();

    await message.getByRole('button', { name: new RegExp(`^Mensaje Nuevo mensaje de ${company}`) }).click();
    await expect(restaurant).toHaveURL(new RegExp(`/mensajes/${conversation.id}$`));
    await expect(restaurant.getByRole('region', { name: `Conversación con ${company}` })).toContainText(
      '¿A qué hora recibe?',
    );

    await bell(restaurant).click();
    await expect(restaurant).toHaveURL(/\/notificaciones$/);
    await item(restaurant, 'Pedido confirmado')
      .getByRole('button', { name: 'Eliminar notificación: Pedido confirmado' })
      .click();
    await expect(item(restaurant, 'Pedido confirmado')).toHaveCount(0);
    await message.getByRole('button', { name: `Eliminar notificación: Nuevo mensaje de ${company}` }).click();
    await expect(restaurant.getByText('No tienes notificaciones')).toBeVisible();
    await restaurant.reload();
    await expect(restaurant.getByText('No tienes notificaciones')).toBeVisible();
  });

  test('un clic en una notificación sin leer la marca como leída y abre su enlace', async () => {
    await supplier.goto('/notificaciones');
    const newOrder = item(supplier, 'Nuevo pedido');
    await expect(newOrder).toHaveAttribute('data-read', 'false');
    await expect(newOrder).toContainText(`${restaurantName} te envió el pedido ORD-`);
    await newOrder.getByRole('button', { name: /^Orden Nuevo pedido/ }).click();
    await expect(supplier).toHaveURL(/\/proveedor\/dashboard$/);
    await expect(bell(supplier)).toHaveAccessibleName('Notificaciones');
    await bell(supplier).click();
    await expect(item(supplier, 'Nuevo pedido')).toHaveAttribute('data-read', 'true');
  });

  test('con la pestaña oculta se muestra una notificación del navegador', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const calls: { shown: Array<{ title: string; body?: string; icon?: string }>; requested: number } = {
        shown: [],
        requested: 0,
      };
      Object.assign(window, { __notifications: calls });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      class FakeNotification {
        static permission: NotificationPermission = 'default';
        static async requestPermission() {
          calls.requested += 1;
          FakeNotification.permission = 'granted';
          return FakeNotification.permission;
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options: NotificationOptions = {}) {
          calls.shown.push({ title, body: options.body, icon: options.icon });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
    });
    await createAccount(context.request, { role: 'restaurant_owner', businessName: `Cocina Oculta ${run}` });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const requested = () =>
      page.evaluate(() => (window as unknown as { __notifications: { requested: number } }).__notifications.requested);
    // Not on load (browsers refuse a request without a gesture): at the first tap, once, in the default state.
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    expect(await requested()).toBe(0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(requested).toBe(1);

    const conversation = (await (
      await context.request.post('/api/chat/conversations', { data: { supplierCompanyId: await companyId() } })
    ).json()) as { id: string };
    expect(
      (
        await supplierContext.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
          data: { message: 'Llegamos a las 7' },
        })
      ).ok(),
    ).toBeTruthy();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __notifications: { shown: unknown[] } }).__notifications.shown),
      )
      .toEqual([{ title: `Nuevo mensaje de ${company}`, body: 'Llegamos a las 7', icon: '/icon-192x192.png' }]);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notificaciones: 1 sin leer');
    // Not asked again in the same session.
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    expect(await requested()).toBe(0);
    await context.close();
  });

  async function companyId() {
    const response = await supplierContext.request.get('/api/supplier/company');
    return ((await response.json()) as { company: { id: string } }).company.id;
  }
});
