import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelPlan, createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  const valle = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  const sierra = await createSupplier(ctx.app, { companyName: 'Carnes de la Sierra' });
  const unsubscribed = await createSupplier(ctx.app, { companyName: 'Sin Plan' });
  const catalogue: Array<[typeof valle, string]> = [
    [valle, 'Salsa de jitomate'],
    [sierra, 'Jitomate Saladet'],
    [valle, 'Puré de JITOMATE'],
    [valle, 'jitomate bola'],
    [sierra, 'Limón persa'],
    [valle, 'Limonada natural'],
    [valle, 'Agua de limón'],
    [valle, 'Harina 100% integral'],
    [unsubscribed, 'Jitomate cherry'],
    [unsubscribed, 'Caldo de jitomate'],
  ];
  for (const [supplier, name] of catalogue) await createCatalogueProduct(ctx.app, supplier, { name });
  await cancelPlan(ctx.app, unsubscribed);
});
afterAll(() => ctx.close());

const names = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/marketplace/products?${query}`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode).toBe(200);
  const page = response.json() as { items: Array<{ name: string }>; hasMore: boolean };
  return { names: page.items.map((item) => item.name), hasMore: page.hasMore };
};

describe('marketplace search (decision 083)', () => {
  it('lists the names that start with the search first, then those that hold it further on', async () => {
    expect((await names('search=jitomate')).names).toEqual([
      'jitomate bola',
      'Jitomate Saladet',
      'Puré de JITOMATE',
      'Salsa de jitomate',
    ]);
  });

  it('ignores accents and case both ways', async () => {
    const limon = ['Limón persa', 'Limonada natural', 'Agua de limón'];
    expect((await names('search=limon')).names).toEqual(limon);
    expect((await names(`search=${encodeURIComponent('LIMÓN')}`)).names).toEqual(limon);
    expect((await names(`search=${encodeURIComponent('puré')}`)).names).toEqual(['Puré de JITOMATE']);
  });

  it('pages across both passes without repeating or skipping, and says whether more follow', async () => {
    const all = (await names('search=jitomate')).names;
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await names(`search=jitomate&limit=${limit}&offset=${offset}`);
        seen.push(...page.names);
        expect(page.hasMore).toBe(offset + limit < all.length);
      }
      expect(seen).toEqual(all);
    }
  });

  it('reads % and _ as themselves', async () => {
    expect((await names(`search=${encodeURIComponent('100%')}`)).names).toEqual(['Harina 100% integral']);
    expect((await names(`search=${encodeURIComponent('0%i')}`)).names).toEqual([]);
    expect((await names('search=_')).names).toEqual([]);
  });
});
