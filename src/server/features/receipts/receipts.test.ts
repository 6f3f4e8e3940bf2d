import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@common/receipts';
import { priceAlerts, privateProducts, stockMovements } from '../../platform/db/schema';
import { snapshotDatabase } from '../../security/snapshot';
import { imageBytes } from '../../test/ads';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';
import { TEST_TICKET, ticketImage } from './test-receipt-image';

const { ctx, request, owner, stranger } = useRestaurantApp();

const createProduct = async (user: TestUser, overrides: Record<string, unknown>) =>
  (await request('POST', '/api/products', user.cookie, productBody(overrides))).json();

function scan(user: TestUser | null, image?: { bytes: Uint8Array; name: string; type: string }, field = 'image') {
  const form = new FormData();
  if (image) form.append(field, new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/receipts/scan',
    payload: form,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('POST /api/receipts/scan', () => {
  it("reads the image and matches its lines to the user's own products", async () => {
    const tomato = await createProduct(owner, { name: 'Jitomate saladet', unit: 'kg' });
    const lettuce = await createProduct(owner, { name: 'Lechuga romana', unit: 'pza' });
    await createProduct(stranger, { name: 'Huevo blanco', unit: 'caja' });
    const response = await scan(owner, {
      bytes: await ticketImage(TEST_TICKET),
      name: 'ticket.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ supplier: 'ABARROTES LA ESPERANZA', date: '2025-03-21', total: '1166.63' });
    expect(body.text).toContain('JITOMATE');
    expect(body.items.map((item: { name: string; productId: string | null }) => [item.name, item.productId])).toEqual([
      ['Jitomate Saladet', tomato.id],
      ['Lechuga Romana', lettuce.id],
      ['Huevo Blanco', null],
    ]);
    expect(body.items[0]).toMatchObject({ quantity: '1.250', unit: 'kg', unitPrice: '24.90', total: '31.13' });
    expect(body.items[0].confidence).toBeGreaterThan(0.8);

    const metrics = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(/alacena_receipt_scan_duration_seconds_count [1-9]/);
  }, 60_000);

  it('refuses bad uploads with a Spanish message', async () => {
    const png = await imageBytes('png');
    const cases = [
      { response: await scan(null, { bytes: png, name: 'a.png', type: 'image/png' }), status: 401 },
      {
        response: await request('POST', '/api/receipts/scan', owner.cookie, { image: 'x' }),
        status: 415,
        message: 'Se esperaba un formulario multipart',
      },
      { response: await scan(owner), status: 400, message: RECEIPT_MESSAGES.imageRequired },
      {
        response: await scan(owner, { bytes: png, name: 'a.png', type: 'image/png' }, 'foto'),
        status: 400,
        message: RECEIPT_MESSAGES.imageRequired,
      },
      {
        response: await scan(owner, { bytes: Buffer.from('TOTAL 12.00'), name: 'recibo.png', type: 'image/png' }),
        status: 400,
        message: RECEIPT_MESSAGES.invalidImage,
      },
      {
        response: await scan(owner, {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          name: 'a.svg',
          type: 'image/svg+xml',
        }),
        status: 400,
        message: RECEIPT_MESSAGES.invalidImage,
      },
      {
        response: await scan(owner, {
          bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
          name: 'a.pdf',
          type: 'application/pdf',
        }),
        status: 400,
        message: RECEIPT_MESSAGES.invalidImage,
      },
      {
        response: await scan(owner, {
          bytes: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]),
          name: 'roto.png',
          type: 'image/png',
        }),
        status: 422,
        message: RECEIPT_MESSAGES.imageFailed,
      },
      {
        response: await scan(owner, {
          bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]),
          name: 'enorme.png',
          type: 'image/png',
        }),
        status: 413,
        message: RECEIPT_MESSAGES.fileTooLarge,
      },
    ];
    for (const { response, status, message } of cases) {
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
  });
});

const movementsOf = (productId: string) =>
  ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
const alertsOf = (productId: string) =>
  ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, productId));
const apply = (user: TestUser, payload: unknown) => request('POST', '/api/receipts/apply', user.cookie, payload);

describe('POST /api/receipts/apply', () => {
  it('adds stock, updates prices with an alert and creates new products, in one go', async () => {
    const contact = (await request('POST', '/api/contacts', owner.cookie, { name: 'Abarrotes La Esperanza' })).json();
    const onion = await createProduct(owner, { name: 'Cebolla blanca', currentPrice: '20.00', stockQuantity: '4' });
    const salt = await createProduct(owner, { name: 'Sal', currentPrice: '12.00', stockQuantity: '1', unit: 'pza' });
    const response = await apply(owner, {
      supplierId: contact.id,
      supplierName: 'ABARROTES LA ESPERANZA',
      date: '2025-03-21',
      items: [
        { name: 'Cebolla Blanca', quantity: '2.500', unit: 'kg', unitPrice: '24.00', productId: onion.id },
        { name: 'Sal', quantity: '3', unit: 'pza', unitPrice: '12.00', productId: salt.id },
        { name: 'Crema Acida', quantity: '2', unit: 'lt', unitPrice: '55.50', productId: null },
      ],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      message: 'Recibo procesado exitosamente',
      detail: '2 productos actualizados, 1 producto nuevo, 1 alerta de precio',
      created: 1,
      updated: 2,
      priceAlerts: 1,
    });

    const [updatedOnion] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, onion.id));
    expect(updatedOnion).toMatchObject({ stockQuantity: '6.500', currentPrice: '24.00' });
    expect((await movementsOf(onion.id)).find((movement) => movement.reason === 'receipt')).toMatchObject({
      delta: '2.500',
      resultingStock: '6.500',
      reference: 'Recibo ABARROTES LA ESPERANZA 2025-03-21',
    });
    expect(await alertsOf(onion.id)).toMatchObject([
      { oldPrice: '20.00', newPrice: '24.00', priceChangePercent: '20.00' },
    ]);
    expect(await alertsOf(salt.id)).toEqual([]);

    const created = result.products.find((product: { created: boolean }) => product.created);
    const [cream] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, created.id));
    expect(cream).toMatchObject({
      userId: owner.id,
      name: 'Crema Acida',
      unit: 'lt',
      currentPrice: '55.50',
      stockQuantity: '2.000',
      supplierId: contact.id,
    });
    expect(await movementsOf(cream.id)).toMatchObject([{ reason: 'receipt', delta: '2.000' }]);
  });

  it("changes nothing when a line names another user's product or the supplier is not the user's", async () => {
    const theirs = await createProduct(stranger, { name: 'Aguacate', currentPrice: '50', stockQuantity: '5' });
    const strangersContact = (await request('POST', '/api/contacts', stranger.cookie, { name: 'Ajeno' })).json();
    const mine = await createProduct(owner, { name: 'Limón', currentPrice: '30', stockQuantity: '5' });
    const before = await snapshotDatabase(ctx.database.db);
    const foreignProduct = await apply(owner, {
      items: [
        { name: 'Limón', quantity: '1', unit: 'kg', unitPrice: '35', productId: mine.id },
        { name: 'Nuevo', quantity: '1', unit: 'kg', unitPrice: '5', productId: null },
        { name: 'Aguacate', quantity: '1', unit: 'kg', unitPrice: '99', productId: theirs.id },
      ],
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error.message).toBe(RECEIPT_MESSAGES.productNotFound);
    const foreignSupplier = await apply(owner, {
      supplierId: strangersContact.id,
      items: [{ name: 'Nuevo', quantity: '1', unit: 'kg', unitPrice: '5', productId: null }],
    });
    expect(foreignSupplier.statusCode).toBe(400);
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
    const [theirsAfter] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, theirs.id));
    expect(theirsAfter).toMatchObject({ stockQuantity: '5.000', currentPrice: '50.00' });
  });

  it('validates every line with Spanish messages and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database.db);
    const line = { name: 'Papa', quantity: '1', unit: 'kg', unitPrice: '20', productId: null };
    const cases: Array<[unknown, number, string]> = [
      [{ items: [] }, 400, RECEIPT_MESSAGES.noItems],
      [{}, 400, RECEIPT_MESSAGES.noItems],
      [{ items: [{ ...line, quantity: '0' }] }, 400, RECEIPT_MESSAGES.quantityPositive],
      [{ items: [{ ...line, quantity: '2000000' }] }, 400, RECEIPT_MESSAGES.quantityTooLarge],
      [{ items: [{ ...line, name: '  ' }] }, 400, RECEIPT_MESSAGES.nameRequired],
      [{ items: [{ ...line, unitPrice: '' }] }, 400, RECEIPT_MESSAGES.priceRequired],
      [{ items: [{ ...line, productId: 'abc' }] }, 400, RECEIPT_MESSAGES.productNotFound],
      [{ items: Array.from({ length: 201 }, () => line) }, 400, 'Un recibo puede tener hasta 200 productos'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await apply(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/receipts/apply', payload: { items: [line] } })).statusCode,
    ).toBe(401);
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });
});

describe('POST /api/receipts/apply twice', () => {
  const receipt = {
    supplierName: 'CREMERIA LA VAQUITA',
    date: '2025-06-02',
    items: [
      { name: 'Queso Panela', quantity: '2.000', unit: 'kg', unitPrice: '140.00', productId: null },
      { name: 'Crema', quantity: '3', unit: 'lt', unitPrice: '55.5', productId: null },
    ],
  };

  it('refuses the same receipt a second time with a Spanish 409 naming when it was applied, and changes nothing', async () => {
    const buyer = await signUpWithRole(ctx.app, 'restaurant_owner');
    const first = await apply(buyer, receipt);
    expect(first.statusCode).toBe(200);
    const before = await snapshotDatabase(ctx.database.db);
    // The same paper: lines in another order, numbers spelled otherwise, names in other case.
    const again = await apply(buyer, {
      ...receipt,
      items: [
        { ...receipt.items[1], unitPrice: '55.50' },
        { ...receipt.items[0], name: 'QUESO PANELA', quantity: '2' },
      ],
    });
    expect(again.statusCode).toBe(409);
    const { error } = again.json();
    expect(error.code).toBe('duplicate_receipt');
    const appliedAt = new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Mexico_City',
    }).format(new Date());
    expect(error.message).toContain(`Este recibo ya se aplicó el ${appliedAt} a las `);
    expect(error.message).toContain('Si es otra compra, confírmalo para aplicarlo de todos modos.');
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);

    const confirmed = await apply(buyer, { ...receipt, confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ created: 2 });
  });

  it("applies a receipt that differs in supplier, date or a line, and keeps one user's receipts apart from another's", async () => {
    const buyer = await signUpWithRole(ctx.app, 'restaurant_owner');
    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    expect((await apply(buyer, receipt)).statusCode).toBe(200);
    for (const variant of [
      { ...receipt, date: '2025-06-03' },
      { ...receipt, supplierName: 'CREMERIA LA PASTORA' },
      { ...receipt, items: [receipt.items[0], { ...receipt.items[1], quantity: '4' }] },
    ]) {
      expect((await apply(buyer, variant)).statusCode, JSON.stringify(variant).slice(0, 120)).toBe(200);
    }
    expect((await apply(other, receipt)).statusCode).toBe(200);
  });
});
