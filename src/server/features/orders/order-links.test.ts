import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_LINK_MESSAGES } from '@common/order-links';
import { notifications, orderLinks, privateProducts } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';

/** Decision 047: an own-contact order's supplier confirms it by link, without an account. */
const { ctx, request, owner, stranger } = useRestaurantApp();

const json = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) => {
  const response = await request(method, url, cookie, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
/** The supplier has no account: no cookie at all. */
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

let counter = 0;
/** A contact, a product of theirs in kg and an order of `quantity` kg at $20; its token from the owner's link. */
async function orderWithLink(cookie = owner.cookie) {
  counter += 1;
  const contact = await json('POST', '/api/contacts', cookie, { name: `Verduras ${counter}` });
  const product = await json('POST', '/api/products', cookie, {
    name: `Limón ${counter}`,
    currentPrice: '20',
    stockQuantity: '1',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  const order = await json('POST', '/api/orders', cookie, {
    supplierId: contact.id,
    items: [{ productId: product.id, quantity: 10 }],
  });
  const { link } = await json('GET', `/api/orders/${order.id}/link`, cookie);
  return { order, product, link, token: link.path.replace('/pedido/', '') as string };
}

const notFoundBody = { error: { code: 'not_found', message: ORDER_LINK_MESSAGES.notFound } };

describe('reading an order by its link', () => {
  it('shows that order only, with no account, and nothing of the restaurant beyond its name', async () => {
    const { order, link, token } = await orderWithLink();
    await orderWithLink();
    expect(link.path).toMatch(/^\/pedido\/[A-Za-z0-9_-]{43}$/);
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const response = await anonymous('GET', `/api/order-links/${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'expiresAt',
        'items',
        'notes',
        'orderDate',
        'orderNumber',
        'restaurantName',
        'status',
        'supplierName',
        'totalAmount',
      ].sort(),
    );
    expect(body).toMatchObject({ orderNumber: order.orderNumber, status: 'pendiente', totalAmount: '200.00' });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ id: order.items[0].id, quantity: '10.000', unitPrice: '20.00' });
    expect(Object.keys(body.items[0])).not.toContain('productId');
    expect(response.body).not.toContain(owner.id);
  });

  it('answers a wrong, malformed or tampered token with the same 404, before reading anything', async () => {
    const { token } = await orderWithLink();
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const db = ctx.app.db;
    const reads = [vi.spyOn(db, 'select'), vi.spyOn(db, 'transaction'), vi.spyOn(db, 'execute')];
    for (const bad of [flipped, 'x', 'a'.repeat(43), `${token}A`, '00000000-0000-4000-8000-000000000000']) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/confirm'],
        ['POST', '/ship'],
      ] as const) {
        const response = await anonymous(
          method,
          `/api/order-links/${bad}${suffix}`,
          method === 'POST' ? {} : undefined,
        );
        expect(response.statusCode, `${method} ${bad}${suffix}`).toBe(404);
        expect(response.json()).toEqual(notFoundBody);
      }
    }
    for (const spy of reads) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it("keeps a token to its own order: another order's line is refused and left alone", async () => {
    const first = await orderWithLink();
    const second = await orderWithLink();
    const response = await anonymous('POST', `/api/order-links/${first.token}/confirm`, {
      lines: [{ itemId: second.order.items[0].id, quantity: '1', unitPrice: '1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Las partidas no corresponden a este pedido');
    const other = await json('GET', `/api/orders/${second.order.id}`, owner.cookie);
    expect(other).toMatchObject({ status: 'pendiente', totalAmount: '200.00' });
    expect(other.items[0]).toMatchObject({ quantity: '10.000', unitPrice: '20.00', originalQuantity: null });
  });

  it('stops working after its 14 days, and a renewed link replaces the old one', async () => {
    const { order, token } = await orderWithLink();
    await ctx.app.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.orderId, order.id));
    expect((await anonymous('GET', `/api/order-links/${token}`)).statusCode).toBe(404);
    expect(await json('GET', `/api/orders/${order.id}/link`, owner.cookie)).toEqual({ link: null });

    const renewed = (await json('POST', `/api/orders/${order.id}/link`, owner.cookie)).link;
    const fresh = renewed.path.replace('/pedido/', '');
    expect(fresh).not.toBe(token);
    expect((await anonymous('GET', `/api/order-links/${fresh}`)).statusCode).toBe(200);
    const again = (await json('POST', `/api/orders/${order.id}/link`, owner.cookie)).link.path.replace('/pedido/', '');
    expect((await anonymous('GET', `/api/order-links/${fresh}`)).json()).toEqual(notFoundBody);
    expect((await anonymous('GET', `/api/order-links/${again}`)).statusCode).toBe(200);
  });

  it("gives another restaurant neither the owner's link nor a new one", async () => {
    const { order, token } = await orderWithLink();
    expect((await request('GET', `/api/orders/${order.id}/link`, stranger.cookie)).statusCode).toBe(404);
    expect((await request('POST', `/api/orders/${order.id}/link`, stranger.cookie)).statusCode).toBe(404);
    expect((await anonymous('GET', `/api/order-links/${token}`)).statusCode).toBe(200);
  });
});

describe('the supplier moving the order through its link', () => {
  it('confirms with a changed price and quantity: the lines keep what was asked, the restaurant is notified', async () => {
    const { order, token } = await orderWithLink();
    const itemId = order.items[0].id;
    const confirmed = await anonymous('POST', `/api/order-links/${token}/confirm`, {
      lines: [{ itemId, quantity: '8', unitPrice: '22.50' }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmada', totalAmount: '180.00' });

    const detail = await json('GET', `/api/orders/${order.id}`, owner.cookie);
    expect(detail).toMatchObject({ status: 'confirmada', totalAmount: '180.00' });
    expect(detail.items[0]).toMatchObject({
      quantity: '8.000',
      unitPrice: '22.50',
      totalPrice: '180.00',
      originalQuantity: '10.000',
      originalUnitPrice: '20.00',
    });
    const mine = (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.id))).find(
      (row) => (row.metadata as { order_id?: string }).order_id === order.id,
    )!;
    expect(mine).toMatchObject({ type: 'order', title: 'Pedido confirmado', link: '/ordenes', emailStatus: 'pending' });
    expect(mine.message).toContain(`confirmó tu pedido ${order.orderNumber} con cambios`);
    expect(mine.message).toContain('10 kg a $20.00 → 8 kg a $22.50');
    expect(mine.metadata).toMatchObject({ status: 'confirmada', send_email: true });

    const twice = await anonymous('POST', `/api/order-links/${token}/confirm`, { lines: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('No se puede confirmar un pedido ya confirmado');
  });

  it('marks en camino only once confirmed, and the owner receives from the confirmed lines; then the link is closed', async () => {
    const { order, product, token } = await orderWithLink();
    const early = await anonymous('POST', `/api/order-links/${token}/ship`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('No se puede marcar en camino un pedido pendiente');

    await anonymous('POST', `/api/order-links/${token}/confirm`, {
      lines: [{ itemId: order.items[0].id, quantity: '10', unitPrice: '24' }],
    });
    const shipped = await anonymous('POST', `/api/order-links/${token}/ship`);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().status).toBe('en_camino');
    const titles = (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.id)))
      .filter((row) => (row.metadata as { order_id?: string }).order_id === order.id)
      .map((row) => row.title);
    expect(titles.sort()).toEqual(['Pedido confirmado', 'Pedido en camino']);

    const detail = await json('GET', `/api/orders/${order.id}`, owner.cookie);
    const item = detail.items[0];
    const received = await request('POST', `/api/orders/${order.id}/receive`, owner.cookie, {
      items: [{ itemId: item.id, receivedQuantity: item.quantity, unitPrice: item.unitPrice }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().status).toBe('completada');
    const [row] = await ctx.app.db.select().from(privateProducts).where(eq(privateProducts.id, product.id));
    expect(row).toMatchObject({ stockQuantity: '11.000', currentPrice: '24.00' });

    for (const suffix of ['', '/confirm', '/ship']) {
      const response = await anonymous(
        suffix ? 'POST' : 'GET',
        `/api/order-links/${token}${suffix}`,
        suffix ? { lines: [] } : undefined,
      );
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await json('GET', `/api/orders/${order.id}/link`, owner.cookie)).toEqual({ link: null });
    const renew = await request('POST', `/api/orders/${order.id}/link`, owner.cookie);
    expect(renew.statusCode).toBe(409);
  });

  it('closes the link when the restaurant cancels the order, which it may do after the confirmation', async () => {
    const { order, token } = await orderWithLink();
    await anonymous('POST', `/api/order-links/${token}/confirm`, { lines: [] });
    const cancelled = await request('POST', `/api/orders/${order.id}/cancel`, owner.cookie, {
      reason: 'Ya no se necesita',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await anonymous('GET', `/api/order-links/${token}`)).json()).toEqual(notFoundBody);
  });
});

it('limits the public routes per address', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 32; index += 1)
    statuses.push((await anonymous('GET', `/api/order-links/${'b'.repeat(43)}`)).statusCode);
  expect(statuses).toContain(429);
});
