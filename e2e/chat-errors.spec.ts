import { expect, test, type Page, type Route } from '@playwright/test';
import { createAccount } from './support/accounts';
import { messageBubble, messageComposer } from './support/chat';
import { createCatalogueProduct, createSubscribedSupplier } from './support/suppliers';

const unavailable = { status: 503, json: { error: { code: 'unavailable', message: 'Servicio no disponible' } } };
/** Answers requests of `method` under `url` with a 503, letting the others through. */
const fail = (page: Page, url: string, method: 'GET' | 'POST') =>
  page.route(url, (route: Route) =>
    route.request().method() === method ? route.fulfill(unavailable) : route.fallback(),
  );

test('si el servidor falla, el chat muestra los toasts de §8 y se recupera', async ({ browser, page }) => {
  const run = Date.now().toString(36);
  const company = `Abarrotes Sin Señal ${run}`;
  const product = `Frijol Peruano ${run}`;
  const supplierContext = await browser.newContext();
  await createSubscribedSupplier(supplierContext.request, company);
  await createCatalogueProduct(supplierContext.request, {
    name: product,
    category: `Granos ${run}`,
    price: '30',
    unit: 'kg',
  });
  await supplierContext.close();
  await createAccount(page.request, { role: 'restaurant_owner' });

  await fail(page, '**/api/chat/conversations', 'GET');
  // Opened from another page: /mensajes opened directly arrives with its list read by the server (decision 064).
  await page.goto('/alertas');
  await page.getByRole('link', { name: 'Mensajes' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las conversaciones' })).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No se pudieron cargar las conversaciones' }),
  ).toBeVisible();
  await page.unroute('**/api/chat/conversations');

  await fail(page, '**/api/chat/conversations', 'POST');
  await page.goto('/marketplace');
  await page.getByPlaceholder('Buscar productos...').fill(product);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product }) })
    .getByRole('button', { name: `Contactar a ${company}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Chat con ${company}` });
  await expect(dialog.getByRole('alert')).toHaveText('No se pudo crear la conversación');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No se pudo crear la conversación' }),
  ).toBeVisible();
  await page.unroute('**/api/chat/conversations');
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  const composer = messageComposer(dialog);
  await expect(composer.input).toBeVisible();

  await fail(page, '**/api/chat/conversations/*/messages', 'POST');
  await composer.input.fill('¿Tienen frijol peruano?');
  await composer.input.press('Enter');
  await expect(page.getByText('No se pudo enviar el mensaje')).toBeVisible();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), composer.attach.click()]);
  await chooser.setFiles({
    name: 'pedido.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('10 kg de frijol peruano'),
  });
  await composer.send.click();
  await expect(page.getByText('Error al subir archivo')).toBeVisible();
  await expect(page.getByText('No se pudo subir el archivo')).toBeVisible();
  await page.unroute('**/api/chat/conversations/*/messages');
  await expect(dialog.getByTestId('chat-message')).toHaveCount(0);
  await composer.input.fill('¿Tienen frijol peruano?');
  await composer.input.press('Enter');
  await expect(messageBubble(dialog, '¿Tienen frijol peruano?')).toBeVisible();

  const [conversation] = (await (await page.request.get('/api/chat/conversations')).json()) as Array<{ id: string }>;
  await fail(page, `**/api/chat/conversations/${conversation.id}/messages`, 'GET');
  await page.goto(`/mensajes/${conversation.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los mensajes' })).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No se pudieron cargar los mensajes' }),
  ).toBeVisible();
});
