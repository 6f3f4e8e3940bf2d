import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketplaceProducts, notifications } from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let rival: Awaited<ReturnType<typeof createSupplier>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner', { businessName: 'Fonda Doña Mary' });
  supplier = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  rival = await createSupplier(ctx.app, { companyName: 'Ajena' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const act = (id: string, action: string, user: TestUser = supplier, payload: object = {}) =>
  call('POST', `/api/supplier/orders/${id}/${action}`, user, payload);

async function place(productId: string, quantity: number) {
  const response = await call('POST', '/api/marketplace/orders', owner, { lines: [{ productId, quantity }] });
  expect(response.statusCode).toBe(200);
  return response.json()[0] as { id: string; orderNumber: string };
}
async function stockOf(productId: string) {
  const [row] = await ctx.database.db
    .select({ stock: marketplaceProducts.stockQuantity, reserved: marketplaceProducts.reservedQuantity })
    .from(marketplaceProducts)
    .where(eq(marketplaceProducts.id, productId));
  return row;
}
const orderOf = async (id: string) => (await call('GET', `/api/orders/${id}`, owner)).json();
const titlesFor = async (userId: string) =>
  (
    await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.createdAt)
  ).map((row) => ({
    title: row.title,
    email: row.emailStatus,
  }));

describe('marketplace order states', () => {
  it('moves pendiente → confirmada → en camino → entregada, reserving then taking the stock, notifying each step', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Cebolla blanca', stockQuantity: '50' });
    const order = await place(product.id, 10);

    // Only the allowed transitions, with the Spanish reason.
    const early = await act(order.id, 'ship');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('No se puede marcar en camino un pedido pendiente');
    expect((await act(order.id, 'deliver')).statusCode).toBe(409);

    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toEqual({ stock: '50.000', reserved: '10.000' });
    expect((await act(order.id, 'confirm')).json().error.message).toBe('No se puede confirmar un pedido ya confirmado');
    expect((await orderOf(order.id)).status).toBe('confirmada');
    // The restaurant can no longer cancel it: the supplier holds stock for it.
    const late = await call('POST', `/api/orders/${order.id}/cancel`, owner, { reason: 'Ya no lo necesito' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Solo puedes cancelar una orden mientras está pendiente');
    expect((await call('DELETE', `/api/orders/${order.id}`, owner)).statusCode).toBe(409);

    expect((await act(order.id, 'ship')).statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe('en_camino');
    expect((await act(order.id, 'deliver')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toEqual({ stock: '40.000', reserved: '0.000' });
    expect((await act(order.id, 'cancel', supplier, { reason: 'Tarde' })).statusCode).toBe(409);

    const [inboxOrder] = (await call('GET', '/api/supplier/orders', supplier)).json();
    expect(inboxOrder).toMatchObject({ id: order.id, status: 'entregada' });
    expect(await titlesFor(owner.id)).toEqual([
      { title: 'Pedido confirmado', email: 'pending' },
      { title: 'Pedido en camino', email: 'pending' },
      { title: 'Pedido entregado', email: 'pending' },
    ]);
    expect((await call('GET', '/api/supplier/stats', supplier)).json()).toMatchObject({ salesThisMonth: '265.00' });
  });

  it('lets the supplier change lines on confirming; the restaurant sees what it asked and what was confirmed', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, {
      name: 'Limón',
      price: '20.00',
      stockQuantity: '8',
    });
    const order = await place(product.id, 10);
    const [item] = (await orderOf(order.id)).items;

    const tooMuch = await act(order.id, 'confirm');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'No hay stock suficiente de Limón: quedan 8 kg disponibles. Ajusta la cantidad o cancela el pedido.',
    );
    const stranger = await act(order.id, 'confirm', supplier, {
      lines: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: '8', unitPrice: '22' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(await stockOf(product.id)).toEqual({ stock: '8.000', reserved: '0.000' });

    const confirmed = await act(order.id, 'confirm', supplier, {
      lines: [{ itemId: item.id, quantity: '8', unitPrice: '22.50' }],
    });
    expect(confirmed.statusCode).toBe(200);
    const seen = await orderOf(order.id);
    expect(seen).toMatchObject({ status: 'confirmada', totalAmount: '180.00' });
    expect(seen.items[0]).toMatchObject({
      quantity: '8.000',
      unitPrice: '22.50',
      originalQuantity: '10.000',
      originalUnitPrice: '20.00',
    });
    const messages = (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, owner.id))).map(
      (row) => row.message,
    );
    expect(messages).toContain(
      `Frescos del Valle confirmó tu pedido ${order.orderNumber} con cambios: Limón: 10 kg a $20.00 → 8 kg a $22.50 ($180.00)`,
    );
    expect(await stockOf(product.id)).toEqual({ stock: '8.000', reserved: '8.000' });

    // Cancelling a confirmed order gives the reservation back; the reason is required and shown to both sides.
    const noReason = await act(order.id, 'cancel', supplier, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Escribe el motivo de la cancelación');
    expect((await act(order.id, 'cancel', supplier, { reason: 'Se echó a perder el lote' })).statusCode).toBe(200);
    expect(await stockOf(product.id)).toEqual({ stock: '8.000', reserved: '0.000' });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Se echó a perder el lote',
      cancelledBy: 'proveedor',
    });
  });

  it('lets each side do only its own: another supplier is not found, the restaurant cancels only while pendiente', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Papa', stockQuantity: '30' });
    const order = await place(product.id, 5);
    for (const action of ['confirm', 'ship', 'deliver']) {
      const response = await act(order.id, action, rival);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Pedido no encontrado');
    }
    expect((await act(order.id, 'confirm', owner)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, owner, {})).statusCode).toBe(400);
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel`, owner, { reason: 'Pedí de más' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Pedí de más',
      cancelledBy: 'restaurante',
    });
    expect((await act(order.id, 'confirm')).statusCode).toBe(409);
    expect((await titlesFor(supplier.id)).map((row) => row.title)).toContain('Pedido cancelado por el restaurante');
    expect(await stockOf(product.id)).toEqual({ stock: '30.000', reserved: '0.000' });
  });

  it('never reserves below zero: two confirmations for the last units answer 200 and 409', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Aguacate', stockQuantity: '10' });
    const first = await place(product.id, 10);
    const second = await place(product.id, 10);
    const answers = await Promise.all([act(first.id, 'confirm'), act(second.id, 'confirm')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.message).toBe(
      'No hay stock suficiente de Aguacate: quedan 0 kg disponibles. Ajusta la cantidad o cancela el pedido.',
    );
    expect(await stockOf(product.id)).toEqual({ stock: '10.000', reserved: '10.000' });
    // The catalogue cannot be edited below what confirmed orders hold.
    const lowered = await call('PUT', `/api/supplier/products/${product.id}`, supplier, {
      name: 'Aguacate',
      category: 'Verduras',
      price: '26.50',
      unit: 'kg',
      stockQuantity: '4',
      minOrderQuantity: '1',
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().error.message).toBe(
      'El stock no puede quedar debajo de lo reservado por pedidos confirmados (10 kg)',
    );
    // Nor through the catalogue sheet: the row is an error and nothing is applied.
    const sheet = `nombre,descripcion,categoria,unidad,precio,stock,pedido_minimo,disponible\nAguacate,,Verduras,kg,26.50,4,1,sí`;
    const imported = await call('POST', '/api/supplier/products/import', supplier, { csv: sheet });
    expect(imported.statusCode).toBe(400);
    expect(imported.body).toContain('El stock no puede quedar debajo de lo reservado por pedidos confirmados (10)');
    expect(await stockOf(product.id)).toEqual({ stock: '10.000', reserved: '10.000' });
  });
});
