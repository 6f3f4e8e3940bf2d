import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceComparison } from '@common/price-comparison';
import { marketplaceProducts } from '../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { useRestaurantApp } from '../../test/use-test-app';
import { previewFixture, type CfdiFixture } from '../invoices/test/fixtures';
import { productBody } from './inventory-test-helpers';

/** "Comparar precios" (decision 049), every figure seeded through the API. */
const { ctx, request, owner, stranger } = useRestaurantApp();

const CAJA = { name: 'Caja', quantity: '25', unit: 'kg' };
const supplierId =
  (user = owner) =>
  async (name: string) =>
    (await request('POST', '/api/contacts', user.cookie, { name })).json().id as string;
const post = async (url: string, body: unknown, cookie = owner.cookie) => {
  const response = await request('POST', url, cookie, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

/** An own-contact order of `quantity` of `unit`, received whole at `paid` each. */
async function buyFrom(contactId: string, productId: string, quantity: number, unit: string, paid: string) {
  const order = await post('/api/orders', { supplierId: contactId, items: [{ productId, quantity, unit }] });
  await post(`/api/orders/${order.id}/receive`, {
    items: [{ itemId: order.items[0].id, receivedQuantity: String(quantity), unitPrice: paid }],
  });
}

async function registerInvoice(fixture: CfdiFixture, productId: string) {
  const invoice = await previewFixture(ctx.app, owner.cookie, fixture);
  await post('/api/invoices/cfdi/apply', {
    uuid: invoice.uuid,
    lines: invoice.lines.map((_, index) => (index === 0 ? { action: 'product', productId } : { action: 'skip' })),
  });
}

const compare = async (productId: string, cookie = owner.cookie) => {
  const response = await request('GET', `/api/products/${productId}/price-comparison`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PriceComparison;
};

let jitomate: { id: string };

beforeAll(async () => {
  const contact = supplierId();
  const [abastos, lupita] = [await contact('Abastos Ramírez'), await contact('Verduras Lupita')];
  jitomate = await post(
    '/api/products',
    productBody({ name: 'Jitomate', currentPrice: '24.00', stockQuantity: '0', packs: [CAJA] }),
  );
  await buyFrom(abastos, jitomate.id, 1, 'Caja', '550.00');
  await buyFrom(abastos, jitomate.id, 2, 'Caja', '500.00');
  await buyFrom(lupita, jitomate.id, 10, 'kg', '21.50');

  const central = await createSupplier(ctx.app, { companyName: 'Central Digital' });
  const market = await createCatalogueProduct(ctx.app, central, { name: 'Jitomate', unit: 'caja', price: '450.00' });
  await createCatalogueProduct(ctx.app, central, { name: 'jitomate bola', unit: 'unidad', price: '6.00' });
  await createCatalogueProduct(ctx.app, central, { name: 'Jitomatera de barro', unit: 'unidad', price: '90.00' });
  const unverified = await createSupplier(ctx.app, { companyName: 'Sin plan', subscribed: false });
  // Its catalogue cannot be managed without a plan, so the row goes in directly: it must never be offered.
  await ctx.database.db.insert(marketplaceProducts).values({
    supplierCompanyId: unverified.companyId,
    name: 'Jitomate',
    category: 'Verduras',
    unit: 'kg',
    price: '1.00',
  });
  const [placed] = await post('/api/marketplace/orders', { lines: [{ productId: market.id, quantity: 1 }] });
  for (const action of ['confirm', 'ship'])
    await post(`/api/supplier/orders/${placed.id}/${action}`, {}, central.cookie);
  const shipped = (await request('GET', `/api/orders/${placed.id}`, owner.cookie)).json();
  await post(`/api/orders/${placed.id}/receive`, {
    items: [{ itemId: shipped.items[0].id, receivedQuantity: '1', unitPrice: '450.00' }],
  });

  await registerInvoice('produce-kgm-iva0', jitomate.id);
  const response = await request(
    'PUT',
    `/api/products/${jitomate.id}`,
    owner.cookie,
    productBody({ name: 'Jitomate', currentPrice: '22.00', stockQuantity: '0' }),
  );
  expect(response.statusCode, response.body).toBe(200);
});

describe('GET /api/products/{id}/price-comparison', () => {
  it('lists the last price paid to each supplier per kg, by pack, marketplace and invoice, cheapest first', async () => {
    const result = await compare(jitomate.id);
    expect(result).toMatchObject({
      productId: jitomate.id,
      unit: 'kg',
      currentPricePerUnit: '22.00',
      creditsIva: false,
    });
    expect(
      result.paid.map((row) => [
        row.supplierName,
        row.supplierKind,
        row.source,
        row.paidAmount,
        row.paidQuantity,
        row.pricePerUnit,
        row.differencePercent,
        row.cheapest,
      ]),
    ).toEqual([
      ['Central Digital', 'marketplace', 'marketplace_order', '450.00', '1 caja', '18.00', '-18', true],
      // Registered after the orders: the later of the two $20.00 comes first.
      ['DISTRIBUIDORA DE FRUTAS Y LEGUMBRES DEL CENTRO', 'contact', 'invoice', '500.00', '25 kg', '20.00', '-9', false],
      // Its last order (2 cajas at $500.00), not the first one at $550.00.
      ['Abastos Ramírez', 'contact', 'order', '500.00', '1 caja (25 kg)', '20.00', '-9', false],
      ['Verduras Lupita', 'contact', 'order', '21.50', '1 kg', '21.50', '-2', false],
    ]);
    expect(result.paid.every((row) => !Number.isNaN(Date.parse(row.date)))).toBe(true);
  });

  it('lists the verified offers of the same item, a caja sized by the product’s pack, the incompatible one with its reason', async () => {
    const { offers } = await compare(jitomate.id);
    expect(
      offers.map((row) => [row.name, row.supplierName, row.unit, row.price, row.pricePerUnit, row.cheapest, row.note]),
    ).toEqual([
      ['Jitomate', 'Central Digital', 'caja', '450.00', '18.00', true, '1 caja = 25 kg según tu presentación «Caja»'],
      ['jitomate bola', 'Central Digital', 'unidad', '6.00', null, false, null],
    ]);
    expect(offers[0]).toMatchObject({ differencePercent: '-18', reason: null });
    expect(offers[1]).toMatchObject({
      differencePercent: null,
      reason: 'No se puede convertir pza a kg en «Jitomate»: agrega el peso por pieza del producto (1 pza ≈ … g)',
    });
  });

  it('prices an invoice line with IVA unless the restaurant credits it', async () => {
    const vaso = await post('/api/products', productBody({ name: 'Vaso 16 oz', unit: 'caja', stockQuantity: '0' }));
    await registerInvoice('packaged-xbx-iva16', vaso.id);
    // 2 cajas for $1,300.00 plus $208.00 of IVA.
    expect((await compare(vaso.id)).paid[0]).toMatchObject({ paidAmount: '1508.00', pricePerUnit: '754.00' });
    const settings = await request('PUT', '/api/restaurant', owner.cookie, {
      restaurantName: 'Taquería El Fogón',
      creditsIva: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const net = await compare(vaso.id);
    expect(net).toMatchObject({ unit: 'caja', creditsIva: true });
    expect(net.paid[0]).toMatchObject({ reference: 'F-88', paidAmount: '1300.00', pricePerUnit: '650.00' });
  });

  it('answers 404 for another restaurant’s product and 400 in Spanish for a bad id', async () => {
    const foreign = await request('GET', `/api/products/${jitomate.id}/price-comparison`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Producto no encontrado');
    const bad = await request('GET', '/api/products/no-es-un-id/price-comparison', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Identificador inválido');
  });

  it('shows another restaurant the offers of its own product of that name, and none of the owner’s purchases', async () => {
    const own = await post(
      '/api/products',
      productBody({ name: 'JITOMATE', currentPrice: '20.00', stockQuantity: '0' }),
      stranger.cookie,
    );
    const result = await compare(own.id, stranger.cookie);
    expect(result.paid).toEqual([]);
    // Kept in kg without a «Caja» pack, the catalogue's caja cannot be sized.
    expect(result.offers.map((row) => [row.name, row.pricePerUnit])).toEqual([
      ['Jitomate', null],
      ['jitomate bola', null],
    ]);
  });
});
