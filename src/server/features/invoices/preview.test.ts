import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type InvoicePreviewResult } from '@common/invoices';
import { RESTAURANT_MESSAGES } from '@common/restaurant';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';
import { fixtureBytes, type CfdiFixture } from './test/fixtures';

const { ctx, request, owner, stranger } = useRestaurantApp();

const createProduct = async (user: TestUser, overrides: Record<string, unknown>) =>
  (await request('POST', '/api/products', user.cookie, productBody(overrides))).json();

type Upload = { name: string; bytes: Uint8Array };
const xml = (fixture: CfdiFixture): Upload => ({ name: `${fixture}.xml`, bytes: fixtureBytes(fixture) });

function preview(user: TestUser | null, uploads: Upload[]) {
  const form = new FormData();
  for (const upload of uploads) form.append('file', new Blob([new Uint8Array(upload.bytes)]), upload.name);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/invoices/cfdi/preview',
    payload: form,
    headers: user ? { cookie: user.cookie } : {},
  });
}

const previewOf = async (user: TestUser, uploads: Upload[]) => {
  const response = await preview(user, uploads);
  expect(response.statusCode).toBe(200);
  return response.json() as InvoicePreviewResult;
};

describe('POST /api/invoices/cfdi/preview', () => {
  it("matches each line to the user's product and converts it to the product's unit", async () => {
    const tomato = await createProduct(owner, { name: 'Jitomate', unit: 'kg' });
    const cups = await createProduct(owner, {
      name: 'Vaso desechable 16 oz',
      unit: 'pza',
      packs: [{ name: 'Caja', quantity: '1000', unit: 'pza' }],
    });
    await createProduct(stranger, { name: 'Cebolla blanca', unit: 'kg' });
    const { files } = await previewOf(owner, [xml('produce-kgm-iva0'), xml('packaged-xbx-iva16')]);
    const [produce, packaged] = files.map((file) => file.invoice!);
    expect(produce.lines.map((line) => [line.description, line.productId, line.stockQuantity, line.unitCost])).toEqual([
      ['JITOMATE SALADET PRIMERA', tomato.id, '25.000', '20.00'],
      ['CEBOLLA BLANCA', null, null, null],
      ['CILANTRO', null, null, null],
    ]);
    expect(packaged.lines[0]).toMatchObject({
      productId: cups.id,
      unit: 'caja',
      productUnit: 'pza',
      stockQuantity: '2000.000',
      // (1,300.00 + 208.00 IVA) ÷ 2,000: what "Registrar" will set, IVA included while it is not credited.
      unitCost: '0.75',
      unitError: null,
      learned: false,
    });
    expect(produce).toMatchObject({
      registeredAt: null,
      supplierId: null,
      creditsIva: false,
      issuer: { rfc: 'DFL9803125K7' },
    });
  });

  it('shows the cost net of IVA once the restaurant credits it', async () => {
    await request('PUT', '/api/restaurant', owner.cookie, { restaurantName: 'Taquería El Fogón', creditsIva: true });
    const { files } = await previewOf(owner, [xml('packaged-xbx-iva16')]);
    expect(files[0].invoice).toMatchObject({ creditsIva: true, lines: [{ unitCost: '0.65' }, {}] });
  });

  it('says what the product lacks when a line does not convert to its unit', async () => {
    const napkins = await createProduct(owner, { name: 'Servilleta de papel', unit: 'pza' });
    const { files } = await previewOf(owner, [xml('packaged-xbx-iva16')]);
    const line = files[0].invoice!.lines[1];
    expect(line).toMatchObject({ productId: napkins.id, unit: 'paq', stockQuantity: null });
    expect(line.unitError).toMatch(
      /^No se puede convertir paquete a pza en «Servilleta de papel»: agrega una presentación/,
    );
  });

  it('converts dollars at the invoice’s exchange rate', async () => {
    await createProduct(owner, { name: 'Aceite de oliva', unit: 'ml' });
    const { files } = await previewOf(owner, [xml('usd')]);
    // 5 l at 9.80 USD, 17.25 pesos a dollar: 845.25 pesos for 5,000 ml.
    expect(files[0].invoice!.lines[1]).toMatchObject({ stockQuantity: '5000.000', unitCost: '0.17' });
  });

  it('reports each file of a ZIP on its own: read, or refused with its reason', async () => {
    const zip = zipSync({ 'a.xml': fixtureBytes('discount'), 'b.xml': fixtureBytes('payment') });
    const { files } = await previewOf(owner, [
      { name: 'marzo.zip', bytes: zip },
      { name: 'nota.txt', bytes: new TextEncoder().encode('hola') },
    ]);
    expect(files.map((file) => [file.fileName, file.invoice?.uuid ?? null, file.error?.message ?? null])).toEqual([
      ['a.xml', 'C41E8A02-6D9F-4B37-A5E1-7B80D3F29C56', null],
      ['b.xml', null, INVOICE_MESSAGES.payment],
      ['nota.txt', null, INVOICE_MESSAGES.notXml],
    ]);
  });

  it('refuses an invoice issued to another RFC once the restaurant has set its own', async () => {
    const bad = await request('PUT', '/api/restaurant', stranger.cookie, {
      restaurantName: 'Fonda Lupita',
      rfc: 'XYZ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(RESTAURANT_MESSAGES.rfcInvalid);
    const saved = await request('PUT', '/api/restaurant', stranger.cookie, {
      restaurantName: 'Fonda Lupita',
      rfc: 'flu200202aa1',
    });
    expect(saved.json().info.rfc).toBe('FLU200202AA1');
    const { files } = await previewOf(stranger, [xml('usd')]);
    expect(files[0].error).toEqual({ code: 'other_receiver', message: INVOICE_MESSAGES.otherReceiver('TEF150101AB1') });
  });

  it('answers a Spanish 4xx for no file, a signed-out caller or a supplier, and stores nothing', async () => {
    const supplier = await signUpWithRole(ctx.app, 'supplier_vendor');
    const before = await snapshotDatabase(ctx.database.db);
    const empty = await preview(owner, []);
    expect(empty.statusCode).toBe(400);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices/cfdi/preview',
      payload: (() => {
        const form = new FormData();
        form.append('nota', 'sin archivo');
        return form;
      })(),
      headers: { cookie: owner.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(INVOICE_MESSAGES.fileRequired);
    expect((await preview(null, [xml('usd')])).statusCode).toBe(401);
    expect((await preview(supplier, [xml('usd')])).statusCode).toBe(403);
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });
});
