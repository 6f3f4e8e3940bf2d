import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from './inventory-test-helpers';

/*
 * The whole list's page is found branch by branch (decision 040); every page must be the slice of
 * the one order decision 009 defines: supplier name with no supplier last, supplier, name, id.
 */
const { ctx, request, owner } = useRestaurantApp();

type Item = { id: string; name: string; supplierName: string | null; packs: Array<{ name: string }> };
type Page = { items: Item[]; total: number };
const page = async (query: string) => {
  const response = await request('GET', `/api/products?${query}`, owner.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

const definedOrder = async () =>
  (
    await ctx.database.db
      .select({ id: privateProducts.id })
      .from(privateProducts)
      .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
      .where(eq(privateProducts.userId, owner.id))
      .orderBy(
        sql`${restaurantContacts.name} asc nulls last`,
        asc(privateProducts.supplierId),
        asc(privateProducts.name),
        asc(privateProducts.id),
      )
  ).map((row) => row.id);

beforeAll(async () => {
  const contact = async (name: string) => (await request('POST', '/api/contacts', owner.cookie, { name })).json();
  // Two contacts with the same name (ordered by id between them), one with no products, one deleted later.
  const contacts = [
    await contact('Mercado'),
    await contact('Abarrotes'),
    await contact('Mercado'),
    await contact('Sin productos'),
    await contact('Se va'),
  ];
  const names = ['Ajo', 'cebolla', 'Ajo', 'Ñame', 'Zanahoria', 'Épazote', 'Chile'];
  for (let index = 0; index < 23; index += 1) {
    const supplier = index % 6 === 5 ? 'none' : [contacts[0], contacts[1], contacts[2], contacts[4]][index % 4].id;
    const response = await request(
      'POST',
      '/api/products',
      owner.cookie,
      productBody({
        name: `${names[index % names.length]}${index % 3 === 0 ? '' : ` ${index}`}`,
        supplierId: supplier,
        packs: index % 4 === 1 ? [{ name: `Caja ${index}`, quantity: String(index), unit: 'kg' }] : [],
      }),
    );
    expect(response.statusCode).toBe(201);
  }
  // Its products keep their rows with no supplier (on delete set null) and move to the end.
  expect((await request('DELETE', `/api/contacts/${contacts[4].id}`, owner.cookie)).statusCode).toBe(204);
});

describe('the whole products list', () => {
  it('pages through exactly the defined order, whatever the page size, with the total', async () => {
    const expected = await definedOrder();
    expect(expected).toHaveLength(23);
    for (const limit of [1, 4, 7, 100]) {
      const seen: string[] = [];
      for (let offset = 0; offset < expected.length + limit; offset += limit) {
        const { items, total } = await page(`limit=${limit}&offset=${offset}`);
        expect(total).toBe(23);
        seen.push(...items.map((item) => item.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('names each product’s supplier, and none for those without one (after every supplier)', async () => {
    const { items } = await page('limit=500');
    const suppliers = items.map((item) => item.supplierName);
    const firstWithout = suppliers.indexOf(null);
    expect(firstWithout).toBeGreaterThan(0);
    expect(suppliers.slice(firstWithout).every((name) => name === null)).toBe(true);
    expect(new Set(suppliers.slice(0, firstWithout))).toEqual(new Set(['Abarrotes', 'Mercado']));
  });

  it('gives each row its own packs and fields, as the product’s detail does', async () => {
    const { items } = await page('limit=500');
    expect(items.filter((item) => item.packs.length > 0)).toHaveLength(6);
    for (const item of items) {
      const detail = (await request('GET', `/api/products/${item.id}`, owner.cookie)).json();
      const { createdAt: _created, updatedAt: _updated, ...listed } = detail;
      expect(item).toEqual(listed);
    }
  });
});
