import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

/**
 * Issue #18, "Catalogue photos": on a phone, a supplier uploads a photo for a catalogue product and
 * a restaurant sees it on the marketplace card, loaded lazily in a box reserved by width and height
 * (decision 048).
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = Date.now().toString(36);
const supplierName = `Hortalizas Xochimilco ${run}`;
const lettuce = `Lechuga romana ${run}`;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The image's decoded size once it has loaded (0 × 0 while it has not). */
const naturalSize = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) =>
    element.complete ? { width: element.naturalWidth, height: element.naturalHeight } : { width: 0, height: 0 },
  );

test('un proveedor sube la foto de un producto y el restaurante la ve en el marketplace', async ({ page, browser }) => {
  test.slow();
  const supplier = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await createSubscribedSupplier(supplier.request, supplierName);
  await createCatalogueProduct(supplier.request, {
    name: lettuce,
    category: `Verduras ${run}`,
    price: '14',
    unit: 'kg',
  });
  // A camera-sized JPEG (1200 × 900): a green leaf on a white board.
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f8fafc' } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 500, channels: 3, background: '#15803d' } })
          .png()
          .toBuffer(),
        top: 200,
        left: 300,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

  const supplierPage = await supplier.newPage();
  await supplierPage.goto('/proveedor/dashboard');
  const item = supplierPage.getByRole('listitem').filter({ has: supplierPage.getByRole('heading', { name: lettuce }) });
  await expect(item.getByText('Subir foto')).toBeVisible();
  await item.getByLabel(`Subir foto de ${lettuce}`).setInputFiles({
    name: 'lechuga.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(supplierPage.getByText('Foto actualizada')).toBeVisible();
  const thumbnail = item.getByRole('img', { name: `Foto de ${lettuce}` });
  await expect(thumbnail).toHaveAttribute('width', '160');
  await expect(thumbnail).toHaveAttribute('height', '120');
  await expect.poll(() => naturalSize(thumbnail)).toEqual({ width: 160, height: 120 });
  await expect(item.getByText('Cambiar foto')).toBeVisible();
  await expect(item.getByRole('button', { name: `Quitar foto de ${lettuce}` })).toBeVisible();
  expect(await fits(supplierPage)).toBe(true);
  await expectNoSeriousA11yViolations(supplierPage);

  await createAccount(page.request, { role: 'restaurant_owner', businessName: `Cocina ${run}` });
  await page.goto('/marketplace');
  await page.getByPlaceholder('Buscar productos...').fill(run);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lettuce }) });
  const image = card.getByRole('img', { name: lettuce });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '480');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => naturalSize(image)).toEqual({ width: 640, height: 480 });
  await expectNoSeriousA11yViolations(page);
  // The box keeps the photo's 4:3 shape on the phone's width.
  const box = (await image.boundingBox())!;
  expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await fits(page), `marketplace a ${width} px`).toBe(true);
  }

  // Without a photo the card keeps the same box, with a neutral placeholder.
  await item.getByRole('button', { name: `Quitar foto de ${lettuce}` }).click();
  await expect(supplierPage.getByText('Foto eliminada')).toBeVisible();
  await expect(item.getByText('Subir foto')).toBeVisible();
  await page.reload();
  await page.getByPlaceholder('Buscar productos...').fill(run);
  await expect(card.getByRole('heading', { name: lettuce })).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
  await supplier.close();
});
