import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_UNIT_MESSAGES } from '@common/product-units';
import { productPacks } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

/** Base unit, purchase packs, density, piece weight and yield through the products API (decision 034). */
const { ctx, request, owner, stranger } = useRestaurantApp();

const create = async (user: TestUser, overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const packsOf = async (productId: string) =>
  (await ctx.database.db.select().from(productPacks).where(eq(productPacks.productId, productId))).map(
    ({ name, quantity, unit, position }) => ({ name, quantity, unit, position }),
  );

describe('product units', () => {
  it('stores the unit as its code, with packs, density, piece weight and yield, and lists them', async () => {
    const product = await create(owner, {
      name: 'Aceite vegetal',
      unit: ' Litros ',
      densityKgPerL: '0,92',
      yieldPercent: 95.5,
      packs: [
        { name: 'Bidón', quantity: '20', unit: 'litros' },
        { name: 'Caja', quantity: '12', unit: 'kilos' },
      ],
    });
    expect(product).toMatchObject({
      unit: 'lt',
      densityKgPerL: '0.920000',
      pieceWeightG: null,
      yieldPercent: '95.50',
      packs: [
        { name: 'Bidón', quantity: '20.000', unit: 'lt' },
        { name: 'Caja', quantity: '12.000', unit: 'kg' },
      ],
    });
    const page = (await request('GET', '/api/products?search=aceite', owner.cookie)).json();
    expect(page.items[0]).toMatchObject({ unit: 'lt', yieldPercent: '95.50', packs: product.packs });
  });

  it('keeps what an update leaves out, replaces the packs it sends, and clears a blank density', async () => {
    const product = await create(owner, {
      name: 'Aguacate',
      unit: 'pieza',
      pieceWeightG: '180',
      densityKgPerL: '1.1',
      packs: [{ name: 'Caja', quantity: '10', unit: 'kg' }],
    });
    expect(product).toMatchObject({ unit: 'pza', pieceWeightG: '180.000', yieldPercent: '100.00' });

    const kept = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({ name: 'Aguacate Hass', unit: 'pza' }),
    );
    expect(kept.json()).toMatchObject({
      name: 'Aguacate Hass',
      pieceWeightG: '180.000',
      densityKgPerL: '1.100000',
      packs: [{ name: 'Caja', quantity: '10.000', unit: 'kg' }],
    });

    const replaced = await request(
      'PUT',
      `/api/products/${product.id}`,
      owner.cookie,
      productBody({
        name: 'Aguacate Hass',
        unit: 'pza',
        pieceWeightG: '200',
        densityKgPerL: '',
        yieldPercent: '70',
        packs: [{ name: 'Costal', quantity: '100', unit: 'pzas' }],
      }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ densityKgPerL: null, pieceWeightG: '200.000', yieldPercent: '70.00' });
    expect(await packsOf(product.id)).toEqual([{ name: 'Costal', quantity: '100.000', unit: 'pza', position: 0 }]);
  });

  it('keeps an unrecognised unit as the product’s own count unit', async () => {
    const product = await create(owner, {
      name: 'Tortillas',
      unit: ' Charola ',
      packs: [{ name: 'Paquete', quantity: '12', unit: 'charolas' }],
    });
    expect(product).toMatchObject({
      unit: 'Charola',
      packs: [{ name: 'Paquete', quantity: '12.000', unit: 'charolas' }],
    });
  });

  it.each([
    [
      { unit: 'kg', packs: [{ name: 'Bidón', quantity: '20', unit: 'l' }] },
      'Presentación «Bidón»: No se puede convertir l a kg: agrega la densidad del producto (1 l ≈ … kg)',
    ],
    [
      { unit: 'pza', packs: [{ name: 'Caja', quantity: '5', unit: 'kg' }] },
      'Presentación «Caja»: No se puede convertir kg a pza: agrega el peso por pieza del producto (1 pza ≈ … g)',
    ],
    [{ unit: 'kg', packs: [{ name: 'Kilos', quantity: '5', unit: 'kg' }] }, PRODUCT_UNIT_MESSAGES.packNameIsMeasure],
    [{ unit: 'caja', packs: [{ name: 'Cajas', quantity: '5', unit: 'kg' }] }, PRODUCT_UNIT_MESSAGES.packNameIsBase],
    [
      {
        unit: 'kg',
        packs: [
          { name: 'Caja', quantity: '5', unit: 'kg' },
          { name: 'cajas', quantity: '10', unit: 'kg' },
        ],
      },
      PRODUCT_UNIT_MESSAGES.packDuplicate,
    ],
    [{ unit: 'kg', packs: [{ name: 'Caja', quantity: '0', unit: 'kg' }] }, PRODUCT_UNIT_MESSAGES.packQuantity],
    [{ unit: 'kg', packs: [{ name: 'Caja', quantity: '1.2345', unit: 'kg' }] }, PRODUCT_UNIT_MESSAGES.packQuantity],
    [{ unit: 'kg', packs: [{ name: ' ', quantity: '1', unit: 'kg' }] }, PRODUCT_UNIT_MESSAGES.packName],
    [{ unit: 'kg', packs: [{ name: 'Caja', quantity: '1', unit: '' }] }, PRODUCT_UNIT_MESSAGES.unitRequired],
    [{ unit: 'kg', packs: 'Caja 25 kg' }, PRODUCT_UNIT_MESSAGES.packName],
    [
      { unit: 'kg', packs: [{ name: 'Caja; chica', quantity: '1', unit: 'kg' }] },
      PRODUCT_UNIT_MESSAGES.packNameSemicolon,
    ],
    [{ unit: 'a;b', packs: [{ name: 'Caja', quantity: '1', unit: 'a;b' }] }, PRODUCT_UNIT_MESSAGES.packUnitSemicolon],
    [
      { unit: 'kg', packs: Array.from({ length: 21 }, (_, i) => ({ name: `Caja ${i}`, quantity: '1', unit: 'kg' })) },
      PRODUCT_UNIT_MESSAGES.tooManyPacks,
    ],
    [{ densityKgPerL: '0' }, PRODUCT_UNIT_MESSAGES.density],
    [{ densityKgPerL: 'mucho' }, PRODUCT_UNIT_MESSAGES.density],
    [{ pieceWeightG: '-3' }, PRODUCT_UNIT_MESSAGES.pieceWeight],
    [{ yieldPercent: '0' }, PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: '100.01' }, PRODUCT_UNIT_MESSAGES.yieldPercent],
    [{ yieldPercent: null }, PRODUCT_UNIT_MESSAGES.yieldPercent],
  ])('refuses %j with a Spanish 400 and changes nothing', async (overrides, message) => {
    const product = await create(owner, {
      name: 'Jitomate',
      unit: 'kg',
      packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
    });
    const body = productBody({ name: 'Jitomate nuevo', ...overrides });
    const created = await request('POST', '/api/products', owner.cookie, body);
    const updated = await request('PUT', `/api/products/${product.id}`, owner.cookie, body);
    for (const response of [created, updated]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await request('GET', `/api/products/${product.id}`, owner.cookie)).json()).toMatchObject({
      name: 'Jitomate',
      unit: 'kg',
      packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }],
    });
  });

  it("answers 404 for another user's product and leaves its packs alone", async () => {
    const product = await create(owner, {
      name: 'Cebolla',
      unit: 'kg',
      yieldPercent: '90',
      packs: [{ name: 'Costal', quantity: '50', unit: 'kg' }],
    });
    const response = await request(
      'PUT',
      `/api/products/${product.id}`,
      stranger.cookie,
      productBody({ name: 'Robada', packs: [] }),
    );
    expect(response.statusCode).toBe(404);
    expect(await packsOf(product.id)).toEqual([{ name: 'Costal', quantity: '50.000', unit: 'kg', position: 0 }]);
    expect((await request('GET', `/api/products/${product.id}`, owner.cookie)).json()).toMatchObject({
      name: 'Cebolla',
      yieldPercent: '90.00',
    });
  });
});
