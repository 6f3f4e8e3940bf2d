import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLY_INVOICE_MESSAGES } from '@common/invoices';
import { priceAlerts, privateProducts, restaurantContacts, stockMovements } from '../../platform/db/schema';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';
import { previewFixture, type CfdiFixture } from './test/fixtures';

const { ctx, request, owner, stranger } = useRestaurantApp();
const db = () => ctx.database.db;

const createProduct = async (user: TestUser, overrides: Record<string, unknown>) =>
  (await request('POST', '/api/products', user.cookie, productBody({ stockQuantity: '0', ...overrides }))).json();

const preview = (user: TestUser, fixture: CfdiFixture) => previewFixture(ctx.app, user.cookie, fixture);

const apply = (user: TestUser, body: unknown) => request('POST', '/api/invoices/cfdi/apply', user.cookie, body);

const productIdNamed = async (name: string) =>
  (
    await db()
      .select({ id: privateProducts.id })
      .from(privateProducts)
      .where(and(eq(privateProducts.userId, owner.id), eq(privateProducts.name, name)))
  )[0].id;

const product = async (id: string) => (await db().select().from(privateProducts).where(eq(privateProducts.id, id)))[0];

async function setCreditsIva(user: TestUser, creditsIva: boolean) {
  const response = await request('PUT', '/api/restaurant', user.cookie, {
    restaurantName: 'Taquería El Fogón',
    creditsIva,
  });
  expect(response.json().info.creditsIva).toBe(creditsIva);
}

describe('POST /api/invoices/cfdi/apply', () => {
  it('adds each mapped line to stock at its cost, creates new products and the supplier with its RFC', async () => {
    const tomato = await createProduct(owner, { name: 'Jitomate', unit: 'kg', currentPrice: '18.00' });
    const invoice = await preview(owner, 'produce-kgm-iva0');
    const response = await apply(owner, {
      uuid: invoice.uuid.toLowerCase(),
      lines: [{ action: 'product', productId: tomato.id }, { action: 'new' }, { action: 'skip' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: APPLY_INVOICE_MESSAGES.applied,
      detail: '1 producto actualizado, 1 producto nuevo, 1 alerta de precio',
      updated: 1,
      created: 1,
      skipped: 1,
      priceAlerts: 1,
    });
    expect(await product(tomato.id)).toMatchObject({
      stockQuantity: '25.000',
      currentPrice: '20.00',
      // The line's transferred taxes become the product's (decision 042): produce at 0 %, no IEPS.
      iva: '0',
      iepsKind: null,
      iepsValue: null,
    });
    const [onion] = await db()
      .select()
      .from(privateProducts)
      .where(and(eq(privateProducts.userId, owner.id), eq(privateProducts.name, 'Cebolla blanca')));
    expect(onion).toMatchObject({
      unit: 'kg',
      stockQuantity: '10.000',
      currentPrice: '18.50',
      iva: '0',
      iepsKind: null,
    });
    const [supplier] = await db().select().from(restaurantContacts).where(eq(restaurantContacts.rfc, 'DFL9803125K7'));
    expect(supplier).toMatchObject({ userId: owner.id, name: 'DISTRIBUIDORA DE FRUTAS Y LEGUMBRES DEL CENTRO' });
    expect(onion.supplierId).toBe(supplier.id);
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, tomato.id), eq(stockMovements.reason, 'invoice')));
    expect(movements).toMatchObject([
      { delta: '25.000', reason: 'invoice', reference: 'Factura A-1021 5D3A1F0E-7B2C-4E9A-8C61-2F4B7A9D0E13' },
    ]);

    // It learned: the same supplier's line maps itself next time, and the invoice is now registered.
    const again = await preview(owner, 'produce-kgm-iva0');
    expect(again.registeredAt).not.toBeNull();
    expect(again.lines.slice(0, 2).map((line) => [line.productId, line.learned])).toEqual([
      [tomato.id, true],
      [onion.id, true],
    ]);
  });

  it('refuses the same UUID again with the date it was registered, and changes nothing', async () => {
    const before = await snapshotDatabase(db());
    const response = await apply(owner, {
      uuid: '5D3A1F0E-7B2C-4E9A-8C61-2F4B7A9D0E13',
      lines: [{ action: 'skip' }, { action: 'new' }, { action: 'skip' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'duplicate_invoice' });
    expect(response.json().error.message).toMatch(/^Esta factura ya fue registrada el \d{1,2} de [a-z]+ de \d{4}$/);
    expect(await snapshotDatabase(db())).toEqual(before);
  });

  it('converts boxes through the product’s pack and costs with IVA unless the restaurant credits it', async () => {
    const cups = await createProduct(owner, {
      name: 'Vaso desechable 16 oz',
      unit: 'pza',
      currentPrice: '0.75',
      packs: [{ name: 'Caja', quantity: '1000', unit: 'pza' }],
    });
    const napkins = await createProduct(owner, { name: 'Servilleta', unit: 'pza', currentPrice: '0.17' });
    const invoice = await preview(owner, 'packaged-xbx-iva16');
    const response = await apply(owner, {
      uuid: invoice.uuid,
      lines: [
        { action: 'product', productId: cups.id },
        { action: 'product', productId: napkins.id, unit: '500 pza' },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(
      /^Línea 2 \(«SERVILLETA DE PAPEL PAQUETE CON 500»\): No se puede convertir/,
    );

    await setCreditsIva(owner, false);
    const ok = await apply(owner, {
      uuid: invoice.uuid,
      lines: [{ action: 'product', productId: cups.id }, { action: 'skip' }],
    });
    expect(ok.json()).toMatchObject({ updated: 1, skipped: 1, priceAlerts: 0 });
    // 2 cajas of 1,000 = 2,000 vasos; (1,300.00 + 208.00 IVA) ÷ 2,000 = 0.754 → $0.75.
    expect(await product(cups.id)).toMatchObject({ stockQuantity: '2000.000', currentPrice: '0.75' });
  });

  it('costs drinks with IEPS always and IVA only when it is not credited', async () => {
    await setCreditsIva(owner, true);
    const cola = await createProduct(owner, {
      name: 'Refresco de cola 600 ml',
      unit: 'pza',
      currentPrice: '14.49',
      iva: 'exento',
      iepsKind: 'tasa',
      iepsValue: '8',
    });
    const invoice = await preview(owner, 'drinks-ieps');
    const response = await apply(owner, {
      uuid: invoice.uuid,
      lines: [
        { action: 'product', productId: cola.id },
        { action: 'new', name: 'Cerveza clara lata' },
      ],
    });
    // (552.00 + 47.38 IEPS) ÷ 48 = 12.487… → $12.49, IVA credited; the alert says it fell. The invoice's
    // taxes replace what the product said: 16 % IVA, IEPS by quota (pesos a litre, as printed).
    expect(await product(cola.id)).toMatchObject({
      stockQuantity: '48.000',
      currentPrice: '12.49',
      iva: '16',
      iepsKind: 'cuota',
      iepsValue: '1.645100',
    });
    expect(response.json()).toMatchObject({ updated: 1, created: 1 });
    const beer = await product(await productIdNamed('Cerveza clara lata'));
    expect(beer).toMatchObject({ iva: '16', iepsKind: 'tasa', iepsValue: '26.500000', currentPrice: '18.98' });
    const [alert] = await db().select().from(priceAlerts).where(eq(priceAlerts.productId, cola.id));
    expect(alert).toMatchObject({ oldPrice: '14.49', newPrice: '12.49' });
  });

  it('converts a dollar invoice to pesos at its exchange rate', async () => {
    const oil = await createProduct(owner, { name: 'Aceite de oliva', unit: 'lt', currentPrice: '150.00' });
    const invoice = await preview(owner, 'usd');
    await apply(owner, { uuid: invoice.uuid, lines: [{ action: 'skip' }, { action: 'product', productId: oil.id }] });
    // 9.80 USD × 17.25 = $169.05 a litre.
    expect(await product(oil.id)).toMatchObject({ stockQuantity: '5.000', currentPrice: '169.05' });
  });

  it('records a credit note without touching stock or prices, and the month adds up to the XMLs', async () => {
    const tomato = (
      await db()
        .select()
        .from(privateProducts)
        .where(and(eq(privateProducts.userId, owner.id), eq(privateProducts.name, 'Jitomate')))
    )[0];
    const note = await preview(owner, 'credit-note');
    expect((await apply(owner, { uuid: note.uuid, lines: [{ action: 'new' }] })).statusCode).toBe(400);
    const response = await apply(owner, {
      uuid: note.uuid,
      lines: [{ action: 'product', productId: tomato.id, unit: 'kg' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await product(tomato.id)).toMatchObject({
      stockQuantity: tomato.stockQuantity,
      currentPrice: tomato.currentPrice,
    });

    const month = (await request('GET', '/api/invoices?month=2026-03', owner.cookie)).json();
    expect(month.invoices.map((row: { folio: string }) => row.folio)).toEqual(['1021', '88', '30117', '771', '19']);
    // Subtotal, IVA and IEPS as the five XMLs print them (dollars at 17.25), the credit note subtracted.
    expect(month.totals).toEqual({
      count: 5,
      subtotal: String((727 + 1640 + 912 + 94 * 17.25 - 50).toFixed(2)),
      discount: '0.00',
      iva: '431.16',
      ieps: '142.78',
      total: String((727 + 1902.4 + 1223.54 + 94 * 17.25 - 50).toFixed(2)),
    });
    const csv = await request('GET', '/api/invoices/export.csv?month=2026-03', owner.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Nota de crédito');
  });

  it('keeps invoices to their owner: the XML and the month of another restaurant are out of reach', async () => {
    const month = (await request('GET', '/api/invoices?month=2026-03', owner.cookie)).json();
    const id = month.invoices[0].id;
    const mine = await request('GET', `/api/invoices/${id}/xml`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('5d3a1f0e-7b2c-4e9a-8c61-2f4b7a9d0e13');
    expect((await request('GET', `/api/invoices/${id}/xml`, stranger.cookie)).statusCode).toBe(404);
    expect((await request('GET', '/api/invoices?month=2026-03', stranger.cookie)).json().invoices).toEqual([]);
    const strangerApply = await apply(stranger, {
      uuid: '5D3A1F0E-7B2C-4E9A-8C61-2F4B7A9D0E13',
      lines: [{ action: 'skip' }, { action: 'new' }, { action: 'skip' }],
    });
    expect(strangerApply.statusCode).toBe(400);
    expect(strangerApply.json().error.message).toBe(APPLY_INVOICE_MESSAGES.notPreviewed);
  });

  it('answers bad input with a Spanish 400 and changes nothing', async () => {
    const mine = await createProduct(owner, { name: 'Queso Oaxaca', unit: 'kg' });
    const theirs = await createProduct(stranger, { name: 'Arrachera', unit: 'kg' });
    const invoice = await preview(owner, 'discount');
    const before = await snapshotDatabase(db());
    const cases = [
      [{ uuid: 'no-es-uuid', lines: [{ action: 'skip' }] }, 'UUID de factura inválido'],
      [{ uuid: invoice.uuid, lines: [{ action: 'skip' }] }, APPLY_INVOICE_MESSAGES.linesMismatch],
      [{ uuid: invoice.uuid, lines: [{ action: 'skip' }, { action: 'skip' }] }, APPLY_INVOICE_MESSAGES.nothingToApply],
      [
        { uuid: invoice.uuid, lines: [{ action: 'product', productId: theirs.id }, { action: 'skip' }] },
        APPLY_INVOICE_MESSAGES.productNotFound,
      ],
      [
        { uuid: invoice.uuid, lines: [{ action: 'borrar' }, { action: 'skip' }] },
        APPLY_INVOICE_MESSAGES.productRequired,
      ],
      [{ uuid: invoice.uuid, lines: [{ action: 'skip' }, { action: 'product', productId: mine.id, unit: 'l' }] }, null],
    ] as const;
    for (const [body, message] of cases) {
      const response = await apply(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      else expect(response.json().error.message).toMatch(/^Línea 2 \(«QUESO OAXACA»\): No se puede convertir l a kg/);
    }
    expect(await snapshotDatabase(db())).toEqual(before);
  });
});
