import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from '../inventory/inventory-test-helpers';

/** Orders written by pack or in another measure, and their receiving in the product's base unit (decision 037). */
const { ctx, request, owner } = useRestaurantApp();

const CAJA = { name: 'Caja', quantity: '25', unit: 'kg' };

async function setUp(product: Record<string, unknown>) {
  const contact = (await request('POST', '/api/contacts', owner.cookie, { name: 'Central de Abasto' })).json();
  const response = await request(
    'POST',
    '/api/products',
    owner.cookie,
    productBody({ supplierId: contact.id, stockQuantity: '4', ...product }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { contact, product: response.json() };
}

const order = (supplierId: string, items: unknown[]) =>
  request('POST', '/api/orders', owner.cookie, { supplierId, items });
const receive = (orderId: string, items: unknown[]) =>
  request('POST', `/api/orders/${orderId}/receive`, owner.cookie, { items });
const productRow = async (id: string) =>
  (await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, id)))[0];
const movementsOf = (productId: string, reference: string) =>
  ctx.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reference, reference)));
const alertsOf = (productId: string) =>
  ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, productId));

describe('ordering and receiving by pack', () => {
  it('receiving 2 «Caja 25 kg» at $500.00 each adds 50 kg and sets the price to $20.00/kg with the price alert', async () => {
    const { contact, product } = await setUp({ name: 'Jitomate saladet', currentPrice: '18.00', packs: [CAJA] });
    const created = await order(contact.id, [{ productId: product.id, quantity: 2, unit: 'cajas' }]);
    expect(created.statusCode, created.body).toBe(200);
    const placed = created.json();
    expect(placed).toMatchObject({ totalAmount: '900.00' });
    expect(placed.items[0]).toMatchObject({
      unit: 'Caja',
      pack: { quantity: '25.000', unit: 'kg' },
      quantity: '2.000',
      unitPrice: '450.00',
      totalPrice: '900.00',
      product: { unit: 'kg', currentPrice: '18.00', packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }] },
    });
    expect((await request('GET', `/api/orders/${placed.id}`, owner.cookie)).json()).toEqual(placed);

    const response = await receive(placed.id, [
      { itemId: placed.items[0].id, receivedQuantity: '2', unitPrice: '500.00' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completada',
      totalAmount: '1000.00',
      items: [
        { receivedQuantity: '2.000', unitPrice: '500.00', totalPrice: '1000.00', product: { currentPrice: '20.00' } },
      ],
    });
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: '54.000', currentPrice: '20.00' });
    expect(await movementsOf(product.id, placed.id)).toMatchObject([
      { reason: 'receiving', delta: '50.000', resultingStock: '54.000' },
    ]);
    expect(await alertsOf(product.id)).toMatchObject([
      { oldPrice: '18.00', newPrice: '20.00', priceChangePercent: '11.11' },
    ]);
  });

  it('orders in grams of a product kept in kg, priced exactly, and keeps the price when paid as ordered', async () => {
    const { contact, product } = await setUp({ name: 'Cilantro', currentPrice: '25.50' });
    const placed = (
      await order(contact.id, [
        { productId: product.id, quantity: 250, unit: 'gramos' },
        { productId: product.id, quantity: 1.5 },
      ])
    ).json();
    // 250 g × $0.0255 = $6.375 → $6.38; the total is the exact sum, rounded once ($6.375 + $38.25).
    expect(placed.items.map((item: { unit: string; unitPrice: string; totalPrice: string }) => item)).toMatchObject([
      { unit: 'g', pack: null, quantity: '250.000', unitPrice: '0.03', totalPrice: '6.38' },
      { unit: 'kg', pack: null, quantity: '1.500', unitPrice: '25.50', totalPrice: '38.25' },
    ]);
    expect(placed.totalAmount).toBe('44.63');

    const [grams, kilos] = placed.items;
    const response = await receive(placed.id, [
      { itemId: grams.id, receivedQuantity: '250', unitPrice: grams.unitPrice },
      { itemId: kilos.id, receivedQuantity: '1.5', unitPrice: '25.50' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: '5.750', currentPrice: '25.50' });
    expect((await movementsOf(product.id, placed.id)).map((movement) => movement.delta).sort()).toEqual([
      '0.250',
      '1.500',
    ]);
    expect(await alertsOf(product.id)).toEqual([]);
  });

  it('receives what the pack held when the order was made, after the pack is edited or removed', async () => {
    const { contact, product } = await setUp({ name: 'Papa blanca', currentPrice: '20.00', packs: [CAJA] });
    const first = (await order(contact.id, [{ productId: product.id, quantity: 2, unit: 'Caja' }])).json();
    const second = (await order(contact.id, [{ productId: product.id, quantity: 1, unit: 'CJ' }])).json();
    // The stock sent is the stock there is: only the packs change.
    const edit = async (packs: unknown[]) =>
      request(
        'PUT',
        `/api/products/${product.id}`,
        owner.cookie,
        productBody({
          name: 'Papa blanca',
          currentPrice: '20.00',
          stockQuantity: String(Number((await productRow(product.id)).stockQuantity)),
          packs,
        }),
      );
    expect((await edit([{ name: 'Caja', quantity: '20', unit: 'kg' }])).statusCode).toBe(200);
    const detail = (await request('GET', `/api/orders/${first.id}`, owner.cookie)).json();
    expect(detail.items[0]).toMatchObject({
      pack: { quantity: '25.000', unit: 'kg' },
      product: { packs: [{ name: 'Caja', quantity: '20.000' }] },
    });
    expect(
      (await receive(first.id, [{ itemId: first.items[0].id, receivedQuantity: '2', unitPrice: '500' }])).statusCode,
    ).toBe(200);
    expect((await productRow(product.id)).stockQuantity).toBe('54.000');

    expect((await edit([])).statusCode).toBe(200);
    expect(
      (await receive(second.id, [{ itemId: second.items[0].id, receivedQuantity: '1', unitPrice: '500' }])).statusCode,
    ).toBe(200);
    expect((await productRow(product.id)).stockQuantity).toBe('79.000');
    // A new order asks for the pack as it is now.
    expect((await order(contact.id, [{ productId: product.id, quantity: 1, unit: 'caja' }])).statusCode).toBe(400);
  });

  it('converts across dimensions with the density', async () => {
    const { contact, product } = await setUp({
      name: 'Aceite',
      unit: 'lt',
      currentPrice: '46.00',
      densityKgPerL: '0.92',
      packs: [{ name: 'Bidón', quantity: '20', unit: 'lt' }],
    });
    const placed = (
      await order(contact.id, [
        { productId: product.id, quantity: 9.2, unit: 'kg' },
        { productId: product.id, quantity: 1, unit: 'bidones' },
      ])
    ).json();
    expect(placed.items).toMatchObject([
      { unit: 'kg', unitPrice: '50.00', totalPrice: '460.00' },
      { unit: 'Bidón', pack: { quantity: '20.000', unit: 'lt' }, unitPrice: '920.00', totalPrice: '920.00' },
    ]);
    const [kilos, drum] = placed.items;
    const response = await receive(placed.id, [
      { itemId: kilos.id, receivedQuantity: '9.2', unitPrice: '50.00' },
      { itemId: drum.id, receivedQuantity: '1', unitPrice: '920.00' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ stockQuantity: '34.000', currentPrice: '46.00' });
  });
});

describe('units that do not convert', () => {
  it('refuses an unknown unit or one of another dimension with the Spanish reason, and creates nothing', async () => {
    const { contact, product } = await setUp({ name: 'Limón', currentPrice: '30.00', packs: [CAJA] });
    const before = await snapshotDatabase(ctx.database.db);
    for (const [unit, message] of [
      [
        'costal',
        'No se puede convertir costal a kg en «Limón»: agrega una presentación de compra que diga cuánto trae (por ejemplo «Caja 25 kg»)',
      ],
      ['litros', 'No se puede convertir l a kg en «Limón»: agrega la densidad del producto (1 l ≈ … kg)'],
      ['pza', 'No se puede convertir pza a kg en «Limón»: agrega el peso por pieza del producto (1 pza ≈ … g)'],
    ]) {
      const response = await order(contact.id, [
        { productId: product.id, quantity: 1 },
        { productId: product.id, quantity: 1, unit },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'unit_mismatch', message });
    }
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it('refuses to receive a line whose unit no longer converts, and changes nothing', async () => {
    const { contact, product } = await setUp({ name: 'Queso fresco', currentPrice: '120.00' });
    const placed = (await order(contact.id, [{ productId: product.id, quantity: 500, unit: 'g' }])).json();
    // The product is now kept in pieces, with no piece weight: grams cannot become pieces.
    const edited = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Queso fresco', currentPrice: '120.00', stockQuantity: '4', unit: 'pza' }),
    );
    expect(edited.statusCode).toBe(200);
    const before = await snapshotDatabase(ctx.database.db);
    const response = await receive(placed.id, [
      { itemId: placed.items[0].id, receivedQuantity: '500', unitPrice: '0.06' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'No se puede convertir g a pza en «Queso fresco»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    );
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
    expect((await request('GET', `/api/orders/${placed.id}`, owner.cookie)).json()).toMatchObject({
      status: 'pendiente',
      items: [{ receivedQuantity: null }],
    });
  });
});
