import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { bannerPng, signInAsAdmin } from './support/admin';
import { apiProduct } from './support/inventory';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

/**
 * Issue #20: at 320, 390 and 1280 px, with 200-character names and 60-character unbroken e-mails in
 * the data, no route scrolls sideways, no action is covered by the assistant button or the bottom
 * bar, and nothing is logged as an error or a warning. One browser context per width and persona;
 * the data is seeded once through the API.
 */
const LONG_NAME = 'Superlargo'.repeat(20);
const LONG_EMAIL = `${'p'.repeat(39)}@proveedoresunidos.mx`;
const WIDTHS = [320, 390, 1280];

type Persona = 'restaurant' | 'supplier' | 'admin' | 'visitor';
const states: Partial<
  Record<Persona, Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>['storageState']>>>
> = {};
const routes: Record<Persona, string[]> = {
  restaurant: [
    '/',
    '/dashboard',
    '/productos',
    '/proveedores',
    '/ordenes',
    '/ordenes/nueva',
    '/escanear',
    '/facturas',
    '/reportes',
    '/alertas',
    '/perfil',
    '/mensajes',
    '/notificaciones',
    '/marketplace',
    '/recetario',
    '/categorias-recetas',
    '/preparaciones',
    '/escuela-culinaria',
    '/restaurant/setup',
    '/ruta-que-no-existe',
  ],
  supplier: ['/', '/proveedor/dashboard', '/proveedor/precios', '/mensajes'],
  admin: ['/admin', '/admin/anuncios'],
  visitor: ['/', '/auth'],
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const supplier = await playwrightRequest.newContext({ baseURL });
  const company = await createSubscribedSupplier(supplier, LONG_NAME);
  await createCatalogueProduct(supplier, {
    name: LONG_NAME,
    category: LONG_NAME.slice(0, 100),
    price: '99999.99',
    unit: 'paquete',
    description: `${LONG_NAME} ${LONG_EMAIL}`,
  });

  const restaurant = await playwrightRequest.newContext({ baseURL });
  await createAccount(restaurant, {
    role: 'restaurant_owner',
    businessName: LONG_NAME,
    email: `r${Date.now()}${LONG_EMAIL}`,
  });
  const contactResponse = await restaurant.post('/api/contacts', {
    data: { name: LONG_NAME, contactInfo: LONG_EMAIL, whatsappNumber: '5512345678' },
  });
  expect(contactResponse.ok()).toBeTruthy();
  const contact = (await contactResponse.json()) as { id: string };
  const product = await apiProduct(restaurant, {
    name: LONG_NAME,
    currentPrice: '1234567.89',
    stockQuantity: '2',
    supplierId: contact.id,
  });
  const order = await restaurant.post('/api/orders', {
    data: {
      supplierId: contact.id,
      items: [{ productId: product.id, quantity: 3 }],
      notes: `${LONG_NAME} ${LONG_EMAIL}`,
    },
  });
  expect(order.ok()).toBeTruthy();
  const priceChange = await restaurant.put(`/api/products/${product.id}`, {
    data: {
      name: LONG_NAME,
      currentPrice: '2345678.91',
      stockQuantity: '2',
      minStockQuantity: '10',
      unit: 'kg',
      supplierId: contact.id,
    },
  });
  expect(priceChange.ok()).toBeTruthy();
  expect(
    (
      await restaurant.post('/api/recipe-categories', {
        data: { name: LONG_NAME.slice(0, 100), description: LONG_EMAIL },
      })
    ).ok(),
  ).toBeTruthy();
  const recipe = await restaurant.post('/api/recipes', {
    data: {
      name: LONG_NAME,
      description: LONG_EMAIL,
      category: LONG_NAME.slice(0, 100),
      finalYield: '10',
      yieldUnit: 'porción',
      ingredients: [{ productId: product.id, quantity: '1' }],
    },
  });
  expect(recipe.ok()).toBeTruthy();
  const saved = await restaurant.put('/api/restaurant', {
    data: {
      restaurantName: LONG_NAME,
      email: LONG_EMAIL,
      website: `https://${LONG_EMAIL.replace('@', '.')}`,
      locations: [{ locationName: LONG_NAME, address: LONG_NAME, isMainLocation: true }],
    },
  });
  expect(saved.ok()).toBeTruthy();
  const conversation = (await (
    await restaurant.post('/api/chat/conversations', { data: { supplierCompanyId: company.id } })
  ).json()) as { id: string };
  expect(
    (
      await supplier.post(`/api/chat/conversations/${conversation.id}/messages`, {
        data: { message: `${LONG_NAME} ${LONG_EMAIL}` },
      })
    ).ok(),
  ).toBeTruthy();
  routes.restaurant.push(`/mensajes/${conversation.id}`);
  routes.supplier.push(`/mensajes/${conversation.id}`);

  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const ad = await admin.post('/api/admin/ads', {
    multipart: {
      title: LONG_NAME,
      position: 'dashboard',
      linkUrl: `https://${LONG_EMAIL.replace('@', '.')}/${LONG_NAME}`,
      image: { name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() },
    },
  });
  expect(ad.ok()).toBeTruthy();

  states.restaurant = await restaurant.storageState();
  states.supplier = await supplier.storageState();
  states.admin = await admin.storageState();
  await Promise.all([restaurant.dispose(), supplier.dispose(), admin.dispose()]);
});

/** Opens a context for one persona at one width, recording every console error and warning. */
async function open(browser: Browser, persona: Persona, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, storageState: states[persona] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** Actions (buttons, links, fields) that the assistant button or the bottom bar sit on top of, once scrolled to the middle. */
const coveredActions = (page: Page) =>
  page.evaluate(() => {
    const floating = [
      ...document.querySelectorAll('[data-assistant-launcher], nav[aria-label="Navegación principal"]'),
    ].filter((element) => element.checkVisibility());
    const isFloating = (element: Element | null) => floating.some((layer) => layer.contains(element));
    const covered: string[] = [];
    for (const action of document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main textarea, main [role="button"]',
    )) {
      if (isFloating(action) || !action.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      action.scrollIntoView({ block: 'center', inline: 'center' });
      const box = action.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (isFloating(hit))
        covered.push(action.getAttribute('aria-label') || action.textContent?.trim().slice(0, 40) || action.tagName);
    }
    window.scrollTo(0, 0);
    return covered;
  });

/**
 * Nothing when the page is as wide as the screen; else the innermost elements that stick out. Rows laid out
 * only near the screen (`offscreen-lazy`, `-card`) are all laid out for the check: their containment would otherwise
 * clip a row that is too wide instead of letting it widen the page.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const everyRow = document.createElement('style');
    everyRow.textContent =
      '.offscreen-lazy, .offscreen-lazy-card { content-visibility: visible !important; contain: none !important; }';
    document.head.append(everyRow);
    try {
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      return out
        .filter((element) => !out.some((other) => other !== element && element.contains(other)))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 160));
    } finally {
      everyRow.remove();
    }
  });

async function checkRoute(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [data-prerendered-landing]').first()).toBeVisible();
  expect.soft(await overflowing(page), `${route} is wider than the screen`).toEqual([]);
  expect
    .soft(await coveredActions(page), `${route}: actions covered by the assistant button or the bottom bar`)
    .toEqual([]);
}

/** A dialog fits the screen and its last button can be reached. */
async function expectDialogFits(page: Page, name: string | RegExp, width: number) {
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const last = dialog.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of WIDTHS) {
  test(`${width} px: every route fits, nothing is covered, nothing is logged`, async ({ browser }) => {
    test.setTimeout(240_000);
    for (const persona of ['restaurant', 'supplier', 'admin', 'visitor'] as const) {
      const { context, page, problems } = await open(browser, persona, width);
      for (const route of routes[persona]) await checkRoute(page, route);

      if (persona === 'restaurant') {
        const counts: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/(chat\/unread|alerts\/unread-count|notifications\/unread-count)$/.test(request.url()))
            counts.push(new URL(request.url()).pathname);
        });
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { name: 'Primeros pasos' })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Primeros pasos' }).getByRole('link')).toHaveText([
          'Escanea un recibo',
        ]);
        await page.waitForLoadState('networkidle');
        // The page arrives with the counts the server read for it (decision 064); the app reads each again at most once.
        expect(counts.length, 'each unread count is fetched at most once').toBe(new Set(counts).size);

        await page.goto('/productos');
        await page.getByRole('button', { name: 'Importar CSV' }).click();
        const csv = `nombre,precio,stock\n${LONG_NAME},-5,99999999999\nSal,1.234,1\n`;
        await page
          .getByLabel('Archivo CSV')
          .setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        const preview = page.getByRole('region', { name: 'Vista previa de la importación' });
        await expect(preview).toContainText('El valor no puede ser negativo');
        await expect(preview).toContainText('El valor no puede ser mayor que 9,999,999,999');
        await expect(preview).toContainText('Usa como máximo 2 decimales');
        await expectDialogFits(page, /Importar/, width);
        await page.keyboard.press('Escape');

        await page.goto('/proveedores');
        await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
        await page.getByRole('dialog').getByLabel('Nombre').fill(LONG_NAME);
        await expectDialogFits(page, 'Nuevo proveedor', width);
        await page.keyboard.press('Escape');
        await page
          .getByRole('button', { name: /^Eliminar/ })
          .first()
          .click();
        await expectDialogFits(page, '¿Eliminar proveedor?', width);
        await page.keyboard.press('Escape');
        if (width < 1024) {
          await page.getByRole('button', { name: 'Más' }).click();
          const sections = page.getByRole('navigation', { name: 'Todas las secciones' });
          for (const label of [
            'Recetario',
            'Preparaciones',
            'Escanear recibo',
            'Facturas CFDI',
            'Mi Chef IA',
            'Proveedores',
            'Mi restaurante',
          ]) {
            await expect(sections.getByRole('link', { name: label })).toBeVisible();
          }
          await expectDialogFits(page, 'Todas las secciones', width);
          await sections.getByRole('link', { name: 'Recetario' }).click();
          await expect(page).toHaveURL(/\/recetario$/);
        } else {
          const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
          await sidebar.getByRole('link', { name: 'Mi Chef IA' }).click();
          await expect(page).toHaveURL(/\/escuela-culinaria$/);
        }
      }
      if (persona === 'visitor') await expect(page.locator('[data-assistant-launcher]')).toHaveCount(0);
      expect(problems, `${persona} at ${width} px logged errors or warnings`).toEqual([]);
      await context.close();
    }
  });
}
