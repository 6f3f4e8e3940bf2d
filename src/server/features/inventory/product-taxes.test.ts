import { describe, expect, it } from 'vitest';
import { PRODUCT_TAX_MESSAGES } from '@common/product-taxes';
import { snapshotDatabase } from '../../security/snapshot';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

/** IVA and IEPS per product through the products API (decision 042). */
const { ctx, request, owner, stranger } = useRestaurantApp();

const create = async (user: TestUser, overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const edit = (user: TestUser, id: string, overrides: Record<string, unknown>) =>
  request('PUT', `/api/products/${id}`, user.cookie, productBody(overrides));
const taxesOf = (product: { iva: unknown; iepsKind: unknown; iepsValue: unknown }) => [
  product.iva,
  product.iepsKind,
  product.iepsValue,
];

describe('product taxes', () => {
  it('stores IVA and IEPS, keeps them when an edit leaves them out, and clears IEPS with its value', async () => {
    const beer = await create(owner, {
      name: 'Cerveza clara',
      unit: 'pza',
      iva: '16',
      iepsKind: 'tasa',
      iepsValue: '26,5',
    });
    expect(taxesOf(beer)).toEqual(['16', 'tasa', '26.500000']);
    const listed = (await request('GET', '/api/products?search=cerveza', owner.cookie)).json().items[0];
    expect(taxesOf(listed)).toEqual(['16', 'tasa', '26.500000']);

    // An edit without the fields (an older form, the CSV) keeps them.
    const kept = await edit(owner, beer.id, { name: 'Cerveza clara 355 ml', unit: 'pza' });
    expect(taxesOf(kept.json())).toEqual(['16', 'tasa', '26.500000']);

    const quota = await edit(owner, beer.id, { name: 'Refresco', unit: 'pza', iepsKind: 'cuota', iepsValue: '1.6451' });
    expect(taxesOf(quota.json())).toEqual(['16', 'cuota', '1.645100']);

    // "Sin IEPS" drops the value the form still held; exento is an IVA of its own.
    const none = await edit(owner, beer.id, {
      name: 'Agua',
      unit: 'pza',
      iva: 'exento',
      iepsKind: null,
      iepsValue: '8',
    });
    expect(taxesOf(none.json())).toEqual(['exento', null, null]);
    const cleared = await edit(owner, beer.id, { name: 'Agua', unit: 'pza', iva: null });
    expect(taxesOf(cleared.json())).toEqual([null, null, null]);
  });

  it('answers a bad rate with a Spanish 400 and changes nothing', async () => {
    const product = await create(owner, { name: 'Tequila', unit: 'pza', iva: '16', iepsKind: 'tasa', iepsValue: '53' });
    const before = await snapshotDatabase(ctx.database.db);
    const cases = [
      [{ iva: '8' }, PRODUCT_TAX_MESSAGES.iva],
      [{ iva: 16 }, PRODUCT_TAX_MESSAGES.iva],
      [{ iepsKind: 'porcentaje', iepsValue: '10' }, PRODUCT_TAX_MESSAGES.iepsKind],
      [{ iepsKind: 'tasa', iepsValue: '301' }, PRODUCT_TAX_MESSAGES.iepsRate],
      [{ iepsKind: 'tasa', iepsValue: '-5' }, PRODUCT_TAX_MESSAGES.iepsRate],
      [{ iepsKind: 'tasa', iepsValue: '26.12345' }, PRODUCT_TAX_MESSAGES.iepsRate],
      [{ iepsKind: 'tasa' }, PRODUCT_TAX_MESSAGES.iepsRate],
      [{ iepsKind: 'cuota', iepsValue: 'mucho' }, PRODUCT_TAX_MESSAGES.iepsQuota],
      [{ iepsValue: '10' }, PRODUCT_TAX_MESSAGES.iepsKindMissing],
    ] as const;
    for (const [fields, message] of cases) {
      for (const response of [
        await edit(owner, product.id, { name: 'Tequila', unit: 'pza', ...fields }),
        await request('POST', '/api/products', owner.cookie, productBody({ name: 'Otro', ...fields })),
      ]) {
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    }
    expect(await snapshotDatabase(ctx.database.db)).toEqual(before);
  });

  it("keeps the taxes to their owner: another restaurant's product is 404 and unchanged", async () => {
    const mine = await create(owner, { name: 'Refresco de cola', unit: 'pza', iva: '16' });
    const response = await edit(stranger, mine.id, { name: 'Refresco de cola', unit: 'pza', iva: '0' });
    expect(response.statusCode).toBe(404);
    expect((await request('GET', `/api/products/${mine.id}`, owner.cookie)).json().iva).toBe('16');
  });
});
