import { expect, test, type Page } from '@playwright/test';
import { duplicateReceiptMessage, RECEIPT_MESSAGES, scanMessage } from '@common/receipts';
import { createAccount } from './support/accounts';
import { apiContact, apiProduct } from './support/inventory';
import { phoneTicketPhoto } from './support/receipts';

test.use({ viewport: { width: 390, height: 844 } });

const CONFIRM = 'Es otra compra, aplicar de todos modos';

async function scan(page: Page, photo: Buffer) {
  await page.getByLabel('Imagen del recibo').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The toast of an earlier scan may still be showing: the last one is this scan's.
  await expect(page.getByText(scanMessage(3)).last()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Revisa el recibo' })).toBeVisible();
}

/** The stock as /productos shows it, read in a second tab so the review in the first one is kept. */
async function expectStock(page: Page, text: string) {
  const tab = await page.context().newPage();
  await tab.goto('/productos');
  await expect(tab.getByTestId('product-row').filter({ hasText: 'Jitomate saladet' })).toContainText(text);
  await tab.close();
}

test('en un teléfono, una foto del recibo se revisa sin desplazarse de lado, se aplica y su duplicado se rechaza hasta confirmarlo', async ({
  page,
}) => {
  await createAccount(page.request, { role: 'restaurant_owner' });
  await apiContact(page.request, { name: 'Abarrotes La Esperanza' });
  await apiProduct(page.request, { name: 'Jitomate saladet', currentPrice: '24.90', stockQuantity: '5', unit: 'kg' });
  const photo = await phoneTicketPhoto();

  await page.goto('/escanear');
  await scan(page, photo);
  await expect(page.getByLabel('Producto para Jitomate Saladet')).toHaveText(/Jitomate saladet \(kg\)/);
  await expect(page.getByLabel('Cantidad de Jitomate Saladet')).toHaveValue('1.250');
  await expect(page.getByLabel('Precio unitario de Huevo Blanco')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const before = new Date();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('1 producto actualizado, 2 productos nuevos')).toBeVisible();
  await expect(page.getByText(RECEIPT_MESSAGES.success)).toBeVisible();
  const after = new Date();
  await expectStock(page, '6.25 kg · $24.90');

  await scan(page, photo);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  const refusal = page.getByRole('alert').filter({ has: page.getByRole('button', { name: CONFIRM }) });
  await expect(refusal).toBeVisible();
  // Applied between `before` and `after`: the message names that minute.
  expect([duplicateReceiptMessage(before), duplicateReceiptMessage(after)]).toContain(
    await refusal.locator('p').textContent(),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectStock(page, '6.25 kg · $24.90');

  await refusal.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByText('3 productos actualizados')).toBeVisible();
  await expect(refusal).toBeHidden();
  await expect(page.getByLabel('Imagen del recibo')).toBeVisible();
  await expectStock(page, '7.5 kg · $24.90');
});
