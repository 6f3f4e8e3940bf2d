import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import fs from 'node:fs/promises';
import { messageBubble, messageComposer, navBadge, samplePdf, samplePng } from './support/chat';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

const run = Date.now().toString(36);
const company = `Verduras Don Chucho ${run}`;
const product = `Jitomate Saladet ${run}`;
const restaurantName = `Fonda Doña Mary ${run}`;

test.describe.serial('chat', () => {
  let supplierContext: BrowserContext;
  let restaurantContext: BrowserContext;
  let supplier: Page;
  let restaurant: Page;
  let conversationId: string;

  test.beforeAll(async ({ browser }) => {
    supplierContext = await browser.newContext();
    restaurantContext = await browser.newContext();
    await createSubscribedSupplier(supplierContext.request, company);
    await createCatalogueProduct(supplierContext.request, {
      name: product,
      category: `Verduras ${run}`,
      price: '25',
      unit: 'kg',
    });
    await createAccount(restaurantContext.request, { role: 'restaurant_owner', businessName: restaurantName });
    supplier = await supplierContext.newPage();
    restaurant = await restaurantContext.newPage();
  });
  test.afterAll(async () => {
    await Promise.all([supplierContext.close(), restaurantContext.close()]);
  });

  test('el restaurante contacta al proveedor y conversan en tiempo real', async () => {
    await supplier.goto('/mensajes');
    await expect(supplier.getByText('No hay conversaciones aún')).toBeVisible();
    await expect(supplier.getByText('Selecciona una conversación para comenzar')).toBeVisible();
    await expect(navBadge(supplier)).toHaveCount(0);

    await restaurant.goto('/marketplace');
    await restaurant.getByPlaceholder('Buscar productos...').fill(product);
    const card = restaurant.getByRole('listitem').filter({ has: restaurant.getByRole('heading', { name: product }) });
    await card.getByRole('button', { name: `Contactar a ${company}` }).click();
    const dialog = restaurant.getByRole('dialog', { name: `Chat con ${company}` });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.height).toBe(600);
    const restaurantComposer = messageComposer(dialog);
    await expect(restaurantComposer.send).toBeDisabled();

    // Empty and whitespace-only messages cannot be sent, not even with Enter.
    await restaurantComposer.input.fill('   ');
    await expect(restaurantComposer.send).toBeDisabled();
    await restaurantComposer.input.press('Enter');
    await expect(dialog.getByText('Aún no hay mensajes. ¡Escribe el primero!')).toBeVisible();

    // Shift+Enter writes a new line; Enter sends.
    await restaurantComposer.input.fill('Hola, ¿tienen jitomate saladet?');
    await restaurantComposer.input.press('Shift+Enter');
    await restaurantComposer.input.pressSequentially('Necesito 20 kg para mañana');
    await expect(restaurantComposer.input).toHaveValue('Hola, ¿tienen jitomate saladet?\nNecesito 20 kg para mañana');
    await restaurantComposer.input.press('Enter');
    const first = messageBubble(dialog, 'Necesito 20 kg para mañana');
    await expect(first).toContainText('Hola, ¿tienen jitomate saladet?');
    await expect(first.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(restaurantComposer.input).toHaveValue('');
    await expect(first.getByRole('img', { name: 'Enviado' })).toBeVisible();
    await expect(dialog.getByTestId('chat-message')).toHaveCount(1);

    // The supplier sees the new conversation live, with its unread badges.
    const conversations = supplier.getByRole('list', { name: 'Conversaciones' });
    const fromRestaurant = conversations.getByRole('link').filter({ hasText: restaurantName });
    await expect(fromRestaurant).toContainText('Necesito 20 kg para mañana');
    await expect(fromRestaurant.getByLabel('1 sin leer')).toBeVisible();
    await expect(fromRestaurant.locator('time')).toHaveText('hace menos de un minuto');
    await expect(navBadge(supplier)).toHaveAccessibleName('1 sin leer');
    await expectNoSeriousA11yViolations(supplier);

    // Loading the messages delivers them; opening the conversation reads them. The sender sees both live.
    const list = (await (await restaurantContext.request.get('/api/chat/conversations')).json()) as Array<{
      id: string;
      title: string;
    }>;
    conversationId = list.find((conversation) => conversation.title === company)!.id;
    expect((await supplierContext.request.get(`/api/chat/conversations/${conversationId}/messages`)).ok()).toBeTruthy();
    await expect(first.getByRole('img', { name: 'Entregado' })).toBeVisible();
    await fromRestaurant.click();
    await expect(supplier).toHaveURL(new RegExp(`/mensajes/${conversationId}$`));
    const thread = supplier.getByRole('region', { name: `Conversación con ${restaurantName}` });
    await expect(messageBubble(thread, 'Necesito 20 kg para mañana')).toBeVisible();
    await expect(first.getByRole('img', { name: 'Leído' })).toBeVisible();
    await expect(navBadge(supplier)).toHaveCount(0);
    await expect(fromRestaurant.getByLabel(/sin leer/)).toHaveCount(0);

    // Typing shows on the other side, and stops 3 s after the last keystroke.
    const supplierComposer = messageComposer(thread);
    await supplierComposer.input.pressSequentially('Sí, a $25 el kg', { delay: 60 });
    await expect(dialog.getByText('Escribiendo...')).toBeVisible();
    await expect(dialog.getByText('Escribiendo...')).toHaveCount(0, { timeout: 6_000 });
    await supplierComposer.send.click();
    const reply = messageBubble(dialog, 'Sí, a $25 el kg');
    await expect(reply).toBeVisible();
    await expect(reply.getByRole('img')).toHaveCount(0);
    // The restaurant has the conversation open: the reply is read at once.
    await expect(messageBubble(thread, 'Sí, a $25 el kg').getByRole('img', { name: 'Leído' })).toBeVisible();
    await expect(navBadge(restaurant)).toHaveCount(0);
    await expectNoSeriousA11yViolations(restaurant);

    // With the chat closed, a new message raises the restaurant's badge (and a notification toast).
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await supplierComposer.input.fill('Te lo envío mañana temprano');
    await supplierComposer.input.press('Enter');
    await expect(
      messageBubble(thread, 'Te lo envío mañana temprano').getByRole('img', { name: 'Enviado' }),
    ).toBeVisible();
    await expect(navBadge(restaurant)).toHaveAccessibleName('1 sin leer');
    await expect(restaurant.getByText(`Nuevo mensaje de ${company}`)).toBeVisible();

    await restaurant
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Mensajes/ })
      .click();
    const withSupplier = restaurant
      .getByRole('list', { name: 'Conversaciones' })
      .getByRole('link')
      .filter({ hasText: company });
    await expect(withSupplier.getByLabel('1 sin leer')).toBeVisible();
    await withSupplier.click();
    const restaurantThread = restaurant.getByRole('region', { name: `Conversación con ${company}` });
    await expect(restaurantThread.getByTestId('chat-message')).toHaveCount(3);
    await expect(restaurantThread.getByTestId('chat-message').last()).toContainText('Te lo envío mañana temprano');
    await expect(navBadge(restaurant)).toHaveCount(0);
    await expect(withSupplier.getByLabel(/sin leer/)).toHaveCount(0);
    await expect(
      messageBubble(thread, 'Te lo envío mañana temprano').getByRole('img', { name: 'Leído' }),
    ).toBeVisible();
  });

  test('buscar mensajes sin distinguir mayúsculas', async () => {
    const thread = restaurant.getByRole('region', { name: `Conversación con ${company}` });
    await thread.getByRole('button', { name: 'Buscar mensajes' }).click();
    await thread.getByPlaceholder('Buscar mensajes...').fill('JITOMATE');
    const results = thread.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(results.getByTestId('chat-message')).toHaveCount(1);
    await expect(results).toContainText('Hola, ¿tienen jitomate saladet?');
    await thread.getByPlaceholder('Buscar mensajes...').fill('factura');
    await expect(thread.getByText('No se encontraron mensajes')).toBeVisible();
    await thread.getByRole('button', { name: 'Buscar mensajes' }).click();
    await expect(thread.getByRole('list', { name: 'Mensajes' }).getByTestId('chat-message')).toHaveCount(3);
  });

  test('en el celular se ve una columna a la vez', async () => {
    const page = await restaurantContext.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mensajes/${conversationId}`);
    await expect(page.getByRole('region', { name: `Conversación con ${company}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversaciones' })).toBeHidden();
    await page.getByRole('button', { name: 'Volver a conversaciones' }).click();
    await expect(page).toHaveURL(/\/mensajes$/);
    await expect(page.getByRole('list', { name: 'Conversaciones' })).toBeVisible();
    await expect(page.getByText('Selecciona una conversación para comenzar')).toBeHidden();
    await page.close();
  });

  test('al reconectar llegan los mensajes perdidos, una sola vez', async () => {
    const page = await restaurantContext.newPage();
    let blocked = false;
    const open: Array<{ close: () => Promise<void> }> = [];
    await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
      if (blocked) {
        void socket.close({ code: 4000, reason: 'sin red' });
        return;
      }
      socket.connectToServer();
      open.push(socket);
    });
    await page.goto(`/mensajes/${conversationId}`);
    const thread = page.getByRole('region', { name: `Conversación con ${company}` });
    await expect(thread.getByTestId('chat-message')).toHaveCount(3);
    const supplierComposer = messageComposer(
      supplier.getByRole('region', { name: `Conversación con ${restaurantName}` }),
    );
    await supplierComposer.input.fill('Antes del corte');
    await supplierComposer.input.press('Enter');
    await expect(messageBubble(thread, 'Antes del corte')).toBeVisible();

    // The connection drops and stays down while the supplier writes.
    blocked = true;
    await Promise.all(open.map((socket) => socket.close()));
    const sent = await supplierContext.request.post(`/api/chat/conversations/${conversationId}/messages`, {
      data: { message: 'Mensaje durante el corte' },
    });
    expect(sent.ok()).toBeTruthy();
    await page.waitForTimeout(1500);
    await expect(messageBubble(thread, 'Mensaje durante el corte')).toHaveCount(0);

    blocked = false;
    await expect(messageBubble(thread, 'Mensaje durante el corte')).toBeVisible({ timeout: 15_000 });
    await expect(thread.getByTestId('chat-message')).toHaveCount(5);
    // Live again after the reconnect, and nothing shows twice.
    await supplierComposer.input.fill('Y este ya llega en vivo');
    await supplierComposer.input.press('Enter');
    await expect(messageBubble(thread, 'Y este ya llega en vivo')).toBeVisible();
    await expect(thread.getByTestId('chat-message')).toHaveCount(6);
    await page.close();
  });

  test('adjuntos: PDF e imagen se envían y se descargan; un archivo de más de 10MB se rechaza', async ({ browser }) => {
    const thread = restaurant.getByRole('region', { name: `Conversación con ${company}` });
    const composer = messageComposer(thread);
    const pdf = samplePdf();
    const png = await samplePng();

    await attach(restaurant, composer.attach, { name: 'cotizacion.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(thread.getByTestId('selected-attachment')).toHaveText('cotizacion.pdf');
    // A file alone is enough to send.
    await expect(composer.input).toHaveValue('');
    await expect(composer.send).toBeEnabled();
    await composer.send.click();
    const pdfLink = thread.getByRole('link', { name: 'Descargar cotizacion.pdf' });
    await expect(pdfLink).toBeVisible();
    await expect(thread.getByTestId('selected-attachment')).toHaveCount(0);

    await attach(restaurant, composer.attach, { name: 'jitomates.png', mimeType: 'image/png', buffer: png });
    await composer.input.fill('Así los quiero');
    await composer.input.press('Enter');
    const imageMessage = messageBubble(thread, 'Así los quiero');
    const image = imageMessage.getByRole('img', { name: 'jitomates.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(120);

    // Both download, with their bytes intact.
    const [pdfDownload] = await Promise.all([restaurant.waitForEvent('download'), pdfLink.click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/cotizacion\.pdf$/);
    expect(await fs.readFile((await pdfDownload.path())!)).toEqual(pdf);
    const [pngDownload] = await Promise.all([
      restaurant.waitForEvent('download'),
      imageMessage.getByRole('link', { name: 'Descargar jitomates.png' }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toMatch(/jitomates\.png$/);
    expect(await fs.readFile((await pngDownload.path())!)).toEqual(png);

    // Served so that they can never run in Alacena's origin; only the two participants get them.
    const pdfUrl = (await pdfLink.getAttribute('href'))!;
    const served = await restaurantContext.request.get(pdfUrl);
    expect(served.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(served.headers()['content-disposition']).toMatch(/^attachment/);
    const thread2 = supplier.getByRole('region', { name: `Conversación con ${restaurantName}` });
    await expect(thread2.getByRole('link', { name: 'Descargar cotizacion.pdf' })).toBeVisible();
    await expect(thread2.getByRole('img', { name: 'jitomates.png' })).toBeVisible();
    expect((await supplierContext.request.get(pdfUrl)).status()).toBe(200);
    const stranger = await browser.newContext();
    await createAccount(stranger.request, { role: 'restaurant_owner' });
    expect((await stranger.request.get(pdfUrl)).status()).toBe(404);
    await stranger.close();

    // Over 10 MB: refused before uploading, with the spec's message.
    const sent = restaurant
      .waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/messages'), {
        timeout: 2_000,
      })
      .catch(() => null);
    await attach(restaurant, composer.attach, {
      name: 'catalogo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(restaurant.getByText('Archivo muy grande')).toBeVisible();
    await expect(restaurant.getByText('El archivo no puede superar los 10MB')).toBeVisible();
    await expect(thread.getByTestId('selected-attachment')).toHaveCount(0);
    await expect(composer.send).toBeDisabled();
    expect(await sent).toBeNull();

    // A file that is not what its name says gets a clear error from the server.
    await attach(restaurant, composer.attach, {
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]),
    });
    await composer.send.click();
    await expect(restaurant.getByText('Error al subir archivo')).toBeVisible();
    await expect(
      restaurant.getByText('Tipo de archivo no permitido. Usa imágenes, PDF, DOC, DOCX o TXT.'),
    ).toBeVisible();
    await expect(thread.getByRole('link', { name: 'Descargar factura.pdf' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(restaurant);
  });
});

async function attach(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}
