import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { apiProduct } from './support/inventory';
import { fitsTheScreen } from './support/screen';

/**
 * Decision 064: a signed-in route's shell arrives filled with the user's page, rendered by the server from
 * the user's own data, so it paints before the app's JavaScript has run; the app then takes over the page
 * in place (decision 068: the server's elements stay, nothing is built twice).
 */
/** 200 characters, the longest name a product may have. */
const LONG_NAME = `Chile guajillo seco de la central de abastos ${'muy largo '.repeat(20)}`.slice(0, 199) + 'x';

async function signedInContext(browser: Browser, options: { javaScriptEnabled: boolean; width: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width, height: 800 },
  });
  await createAccount(context.request, { role: 'restaurant_owner' });
  await apiProduct(context.request, { name: 'Jitomate saladet', currentPrice: '28.50', stockQuantity: '12' });
  await apiProduct(context.request, { name: LONG_NAME, currentPrice: '90', stockQuantity: '1' });
  return context;
}

for (const width of [320, 390, 1280]) {
  test(`a ${width} px, sin JavaScript: Productos e Inicio ya muestran los datos del usuario y caben en la pantalla`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, { javaScriptEnabled: false, width });
    const page = await context.newPage();
    await page.goto('/productos');
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
    await expect(page.getByText('Jitomate saladet')).toBeVisible();
    await expect(page.getByText(LONG_NAME)).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });
}

/** Holds the app's JavaScript back until the returned function is called. */
async function holdApp(page: Page) {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

/** The API addresses the browser reads (the server's own reads for the page do not pass through it). */
function watchApiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
  });
  return reads;
}

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  return problems;
}

test('a 390 px: la página del servidor se ve mientras llega la app, y luego la app la toma sin avisos en consola', async ({
  browser,
}) => {
  const context = await signedInContext(browser, { javaScriptEnabled: true, width: 390 });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const releaseApp = await holdApp(page);
  await page.goto('/productos');
  // Before the app runs: the server's page, with the product, and no app yet.
  const row = page.locator('[data-prerendered-shell]').getByText('Jitomate saladet');
  await expect(row).toBeVisible();
  await expect(page.locator('#root > [data-prerendered-shell]')).toHaveCount(1);
  await row.evaluate((element) => ((window as unknown as { serverRow: Element }).serverRow = element));
  releaseApp();
  await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
  await expect(page.locator('#root').getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  const sameElement = await page
    .locator('#root')
    .getByText('Jitomate saladet')
    .evaluate((element) => element === (window as unknown as { serverRow: Element }).serverRow);
  expect(sameElement).toBe(true);
  await page.locator('#root').getByText('Jitomate saladet').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a 390 px: cada página que llena el servidor la toma la app en su lugar, sin avisos en consola', async ({
  browser,
}) => {
  const context = await signedInContext(browser, { javaScriptEnabled: true, width: 390 });
  const pages: Array<[string, string | RegExp]> = [
    ['/dashboard', 'Inicio'],
    ['/marketplace', /^Marketplace/],
    ['/recetario', 'Recetario'],
    ['/mensajes', 'Mensajes'],
  ];
  for (const [path, heading] of pages) {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const releaseApp = await holdApp(page);
    const reads = watchApiReads(page);
    await page.goto(path);
    const title = page.getByRole('heading', { name: heading, level: 1 });
    await expect(title).toBeVisible();
    await title.evaluate((element) => ((window as unknown as { serverTitle: Element }).serverTitle = element));
    releaseApp();
    await expect(page.locator('[data-prerendered-shell]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir asistente de IA' })).toBeVisible();
    expect(
      await title.evaluate((element) => element === (window as unknown as { serverTitle: Element }).serverTitle),
      path,
    ).toBe(true);
    expect(problems, path).toEqual([]);
    // What the server answered for the page is not asked again as the app takes it over (decision 078), not
    // even the answers kept always stale (the recipes' costs, the unread messages).
    await page.waitForLoadState('networkidle');
    expect(
      reads.filter((read) => ['/api/recipes', '/api/chat/unread'].includes(read)),
      path,
    ).toEqual([]);
    // Paint first, then load the app (decision 068): the app's main file is requested after the first paint.
    const appAfterPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const app = performance.getEntriesByType('resource').find((entry) => /\/start-app-[\w-]+\.js$/.test(entry.name));
      return paint !== undefined && app !== undefined && app.startTime >= paint;
    });
    expect(appAfterPaint, path).toBe(true);
    await page.close();
  }
  await context.close();
});
