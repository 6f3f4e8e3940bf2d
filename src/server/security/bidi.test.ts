import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTERS_MESSAGE } from '@common/fields';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSupplier } from '../test/suppliers';
import { signUpWithRole, type TestUser } from '../test/users';

/**
 * A supplier who writes bidirectional controls into a name (U+202E turns "Tomate 05.2$" into a
 * different-looking string) cannot change what a restaurant sees: the controls are removed when the
 * name is stored (decision 022), and control characters or lone surrogates are refused outright.
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

let ctx: TestApp;
let supplier: TestUser & { companyId: string };
let restaurant: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  supplier = await createSupplier(ctx.app, { companyName: 'Frutas \u202Eodnetsrep\u202C Lupita' });
  restaurant = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(() => ctx.close());

const asSupplier = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: supplier.cookie } });

describe('names with bidirectional controls', () => {
  it('reach another user as the plain visible text', async () => {
    const created = await asSupplier('POST', '/api/supplier/products', {
      name: 'Tomate \u2066\u202E$2.50\u2069 kg',
      description: 'Fresco\n\u202Bde temporada\u202C',
      category: 'Verduras\u200F',
      price: '26.50',
      unit: 'kg',
      stockQuantity: '100',
      minOrderQuantity: '1',
    });
    expect(created.statusCode).toBe(200);

    const listing = await ctx.app.inject({
      method: 'GET',
      url: '/api/marketplace/products',
      headers: { cookie: restaurant.cookie },
    });
    const item = listing.json().items.find((entry: { id: string }) => entry.id === created.json().id);
    expect(item).toMatchObject({
      name: 'Tomate $2.50 kg',
      description: 'Fresco\nde temporada',
      category: 'Verduras',
      supplierName: 'Frutas odnetsrep Lupita',
    });
    expect(JSON.stringify(listing.json())).not.toMatch(BIDI);

    const conversation = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: { cookie: restaurant.cookie },
      payload: { supplierCompanyId: supplier.companyId },
    });
    expect(conversation.json().title).toBe('Frutas odnetsrep Lupita');
  });

  it('finds the product when the search itself carries controls', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/marketplace/products?search=${encodeURIComponent('Toma\u202Ete')}`,
      headers: { cookie: restaurant.cookie },
    });
    expect(response.json().items.map((entry: { name: string }) => entry.name)).toContain('Tomate $2.50 kg');
  });

  it.each([
    ['NUL', 'Tomate\u0000'],
    ['an escape sequence', 'Tomate\u001b[8m'],
    ['a lone surrogate', 'Tomate\ud800'],
  ])('refuses %s with a Spanish message and stores nothing', async (_label, name) => {
    const before = (
      await asSupplier('PUT', '/api/supplier/company', {
        companyName: 'Frutas Lupita',
        phone: '5512345678',
        address: 'Central de Abasto',
      })
    ).json();
    const response = await asSupplier('PUT', '/api/supplier/company', {
      companyName: name,
      phone: '5512345678',
      address: 'Central de Abasto',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_error', message: INVALID_CHARACTERS_MESSAGE });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/company',
      headers: { cookie: supplier.cookie },
    });
    expect(after.json().company.companyName).toBe(before.companyName);
  });
});
