import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@common/accounts';
import { INVALID_EMAIL_MESSAGE } from '@common/fields';
import { ORDER_MESSAGES, orderEmailSubject } from '@common/orders';
import { orderLinks } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';

/** Decision 053: "Enviar por correo" sends the order, with its confirmation link, to the contact's e-mail. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-order-email-'));
const outbox = path.join(dataDir, 'outbox');
const PUBLIC_URL = 'http://alacena.test';
const { ctx, request, owner, stranger } = useRestaurantApp({ DATA_DIR: dataDir, PUBLIC_URL });

const json = async (method: 'POST' | 'GET' | 'PUT', url: string, cookie: string, payload?: unknown) => {
  const response = await request(method, url, cookie, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

/** The .eml files written so far, decoded from quoted-printable so the body reads as text. */
const sentMail = () =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : []).map((file) =>
    fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8')),
  );

let counter = 0;
/** A contact (with `email` when given), one product of theirs and an open order to them. */
async function orderTo(email: string | null, user: TestUser = owner) {
  counter += 1;
  const contact = await json('POST', '/api/contacts', user.cookie, { name: `Verduras ${counter}`, email });
  const product = await json('POST', '/api/products', user.cookie, {
    name: `Limón ${counter}`,
    currentPrice: '20',
    stockQuantity: '1',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  const order = await json('POST', '/api/orders', user.cookie, {
    supplierId: contact.id,
    items: [{ productId: product.id, quantity: 10 }],
  });
  return { contact, order };
}

const send = (orderId: string, cookie = owner.cookie) => request('POST', `/api/orders/${orderId}/send-email`, cookie);

describe('sending an order by e-mail', () => {
  it("sends the order's message with its link to the contact through the outbox", async () => {
    const { order } = await orderTo('ventas@verduras.mx');
    expect(order.supplierEmail).toBe('ventas@verduras.mx');
    const before = sentMail().length;
    const response = await send(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'ventas@verduras.mx' });

    const mails = sentMail();
    expect(mails).toHaveLength(before + 1);
    const eml = mails.at(-1)!;
    const { link } = await json('GET', `/api/orders/${order.id}/link`, owner.cookie);
    expect(eml).toContain('To: ventas@verduras.mx');
    expect(eml).toContain(`Reply-To: ${owner.email}`);
    expect(eml).toContain(orderEmailSubject(order.orderNumber));
    expect(eml).toContain(`Hola, les comparto la orden de compra ${order.orderNumber}`);
    expect(eml).toContain(`Limón ${counter} — $200.00`);
    expect(eml).toContain(`Confirma o ajusta el pedido aquí: ${PUBLIC_URL}${link.path}`);
  });

  it('makes a link when the order has none, so the message always carries one', async () => {
    const { order } = await orderTo('pedidos@lupita.mx');
    await ctx.database.db.delete(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(await json('GET', `/api/orders/${order.id}/link`, owner.cookie)).toEqual({ link: null });
    expect((await send(order.id)).statusCode).toBe(200);
    const { link } = await json('GET', `/api/orders/${order.id}/link`, owner.cookie);
    expect(sentMail().at(-1)).toContain(`${PUBLIC_URL}${link.path}`);
  });

  it('answers 400 in Spanish when the contact has no e-mail, and sends nothing', async () => {
    const { order } = await orderTo(null);
    const before = sentMail().length;
    const response = await send(order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(ORDER_MESSAGES.noSupplierEmail);
    expect(sentMail()).toHaveLength(before);
  });

  it('answers 400 for a closed order, and sends nothing', async () => {
    const { order } = await orderTo('ventas@cerrado.mx');
    await json('POST', `/api/orders/${order.id}/cancel`, owner.cookie, { reason: 'Ya no se necesita' });
    const before = sentMail().length;
    const response = await send(order.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(ORDER_MESSAGES.emailClosed);
    expect(sentMail()).toHaveLength(before);
  });

  it("answers 404 for another restaurant's order, and sends nothing", async () => {
    const { order } = await orderTo('ventas@ajeno.mx');
    const before = sentMail().length;
    const response = await send(order.id, stranger.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ORDER_MESSAGES.notFound);
    expect(sentMail()).toHaveLength(before);
  });

  it('allows 30 e-mails a minute per user, then answers 429 in Spanish', async () => {
    const { order } = await orderTo('ventas@muchos.mx');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await send(order.id)).statusCode);
    expect(statuses).toContain(429);
    const refused = await send(order.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Another restaurant's limit is its own.
    const { order: theirs } = await orderTo('ventas@otro.mx', stranger);
    expect((await send(theirs.id, stranger.cookie)).statusCode).toBe(200);
  });

  it("refuses an invalid e-mail on the contact with 'Email inválido'", async () => {
    const { contact } = await orderTo('ventas@valido.mx');
    const response = await request('PUT', `/api/contacts/${contact.id}`, owner.cookie, {
      name: contact.name,
      email: 'ventas en lupita.mx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_EMAIL_MESSAGE);
    const created = await request('POST', '/api/contacts', owner.cookie, { name: 'Sin arroba', email: 'no-es-correo' });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toBe(INVALID_EMAIL_MESSAGE);
  });
});
