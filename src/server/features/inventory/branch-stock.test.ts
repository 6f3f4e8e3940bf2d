import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES, type ProductBranchStock } from '@common/branch-stock';
import {
  appliedReceipts,
  branchStocks,
  preparations,
  privateProducts,
  purchaseOrders,
  stockDailyChanges,
  stockMovements,
  wasteEntries,
} from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

const { ctx, request } = useRestaurantApp();

interface Location {
  id: string;
  locationName: string;
  isMainLocation: boolean;
}

const createProduct = async (user: TestUser, overrides: Record<string, unknown> = {}): Promise<{ id: string }> => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
};
const saveBranches = (user: TestUser, locations: object[]) =>
  request('PUT', '/api/restaurant', user.cookie, { restaurantName: 'Taquería Los Arcos', locations });
const branchesOf = async (user: TestUser, productId: string): Promise<ProductBranchStock> => {
  const response = await request('GET', `/api/products/${productId}/branches`, user.cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const quantities = async (user: TestUser, productId: string) =>
  Object.fromEntries((await branchesOf(user, productId)).branches.map((b) => [b.locationName, b.quantity]));
const totalOf = async (productId: string) =>
  (
    await ctx.database.db
      .select({ stock: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(eq(privateProducts.id, productId))
  )[0].stock;
/** The branch each of the user's documents in a table names (decision 057), oldest first. */
const documentBranches = (
  table: typeof wasteEntries | typeof appliedReceipts | typeof preparations | typeof purchaseOrders,
  userId: string,
) =>
  ctx.database.db
    .select({ locationId: table.locationId })
    .from(table)
    .where(eq(table.userId, userId))
    .then((rows) => rows.map((row) => row.locationId));
const transfer = (user: TestUser, body: object) => request('POST', '/api/products/transfers', user.cookie, body);

/** A new restaurant with stock made before it had branches, then given "Centro" (main) and "Roma". */
async function twoBranches(stock = '10') {
  const user = await signUpWithRole(ctx.app, 'restaurant_owner');
  const product = await createProduct(user, {
    name: `Cebolla ${crypto.randomUUID()}`,
    unit: 'kg',
    currentPrice: '12.00',
    stockQuantity: stock,
  });
  const saved = await saveBranches(user, [
    { locationName: 'Centro', address: 'Madero 10', isMainLocation: true },
    { locationName: 'Roma', address: 'Orizaba 5' },
  ]);
  expect(saved.statusCode).toBe(200);
  const locations: Location[] = saved.json().locations;
  const [centro, roma] = locations;
  return { user, product, centro, roma, locations };
}

describe('stock per branch', () => {
  it('puts the stock a restaurant had before its branches in the main branch, and keeps branch ids on save', async () => {
    const { user, product, centro, roma, locations } = await twoBranches();
    expect(await branchesOf(user, product.id)).toEqual({
      total: '10.000',
      unit: 'kg',
      branches: [
        { locationId: centro.id, locationName: 'Centro', isMainLocation: true, quantity: '10.000' },
        { locationId: roma.id, locationName: 'Roma', isMainLocation: false, quantity: '0' },
      ],
    });
    // Saving again with the ids (renaming one) keeps them, and with them their stock.
    const again = await saveBranches(user, [
      { ...locations[0], locationName: 'Centro Histórico' },
      { ...locations[1] },
    ]);
    expect(again.json().locations.map((l: Location) => l.id)).toEqual([centro.id, roma.id]);
    expect(await quantities(user, product.id)).toEqual({ 'Centro Histórico': '10.000', Roma: '0' });
  });

  it('transfers in any unit as one pair of movements, the total unchanged', async () => {
    const { user, product, centro, roma } = await twoBranches();
    const response = await transfer(user, {
      fromLocationId: centro.id,
      toLocationId: roma.id,
      lines: [{ productId: product.id, quantity: '2500', unit: 'g' }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.lines).toEqual([
      { productId: product.id, productName: expect.any(String), quantity: '2.500', unit: 'kg' },
    ]);
    expect(await quantities(user, product.id)).toEqual({ Centro: '7.500', Roma: '2.500' });
    expect(await totalOf(product.id)).toBe('10.000');
    // Inicio values each branch's share at the product's price; together they are the whole value.
    const dashboard = (await request('GET', '/api/dashboard', user.cookie)).json();
    expect(dashboard.branchValues).toEqual([
      { locationId: centro.id, locationName: 'Centro', value: '90.00' },
      { locationId: roma.id, locationName: 'Roma', value: '30.00' },
    ]);
    expect(dashboard.inventoryValue).toBe('120.00');
    const movements = await ctx.database.db
      .select({
        delta: stockMovements.delta,
        locationId: stockMovements.locationId,
        reference: stockMovements.reference,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'transfer')))
      .orderBy(stockMovements.delta);
    expect(movements).toEqual([
      { delta: '-2.500', locationId: centro.id, reference: body.id },
      { delta: '2.500', locationId: roma.id, reference: body.id },
    ]);
  });

  it('takes waste, counts and receipts from the branch named, and refuses more than that branch holds', async () => {
    const { user, product, centro, roma } = await twoBranches('4');
    const short = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '1',
      reason: 'caducado',
      locationId: roma.id,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/^Stock insuficiente para Cebolla .* en Roma$/);
    expect(await quantities(user, product.id)).toEqual({ Centro: '4.000', Roma: '0' });

    expect(
      (
        await transfer(user, {
          fromLocationId: centro.id,
          toLocationId: roma.id,
          lines: [{ productId: product.id, quantity: '3' }],
        })
      ).statusCode,
    ).toBe(201);
    const waste = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '500',
      unit: 'g',
      reason: 'danado',
      locationId: roma.id,
    });
    expect(waste.statusCode).toBe(201);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '2.500' });

    // A count at Roma sets Roma's stock; the main branch and the difference follow from it.
    const count = await request('POST', '/api/products/count', user.cookie, {
      items: [{ productId: product.id, countedQuantity: '2' }],
      locationId: roma.id,
    });
    expect(count.statusCode).toBe(200);
    expect(count.json().items).toEqual([
      expect.objectContaining({ previousStock: '2.500', stockQuantity: '2.000', delta: '-0.500' }),
    ]);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '2.000' });
    expect(await totalOf(product.id)).toBe('3.000');

    // Without a branch, a change happens in the main one.
    const main = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '1',
      reason: 'otro',
    });
    expect(main.statusCode).toBe(201);
    expect(await quantities(user, product.id)).toEqual({ Centro: '0.000', Roma: '2.000' });
    expect((await documentBranches(wasteEntries, user.id)).sort()).toEqual([centro.id, roma.id].sort());
  });

  it('never takes a branch below zero under concurrent transfers', async () => {
    const { user, product, centro, roma } = await twoBranches('5');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer(user, {
          fromLocationId: centro.id,
          toLocationId: roma.id,
          lines: [{ productId: product.id, quantity: '1' }],
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(await quantities(user, product.id)).toEqual({ Centro: '0.000', Roma: '5.000' });
    expect(await totalOf(product.id)).toBe('5.000');
    const [{ sum }] = await ctx.database.db
      .select({ sum: sql<string>`sum(${branchStocks.quantity})::text` })
      .from(branchStocks)
      .where(eq(branchStocks.productId, product.id));
    expect(sum).toBe('5.000');
  });

  it('refuses to remove a branch that holds stock, and removes it once it is empty', async () => {
    const { user, product, centro, roma } = await twoBranches('2');
    await transfer(user, {
      fromLocationId: centro.id,
      toLocationId: roma.id,
      lines: [{ productId: product.id, quantity: '2' }],
    });
    const refused = await saveBranches(user, [{ ...centro }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BRANCH_MESSAGES.branchHoldsStock('Roma'));
    expect((await quantities(user, product.id)).Roma).toBe('2.000');

    await transfer(user, {
      fromLocationId: roma.id,
      toLocationId: centro.id,
      lines: [{ productId: product.id, quantity: '2' }],
    });
    const removed = await saveBranches(user, [{ ...centro }]);
    expect(removed.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '2.000' });
    // Roma's daily changes (+2 −2) are no branch's now, as its journal rows are; the rest stay put (decision 057).
    const daily = await ctx.database.db
      .select({
        locationId: stockDailyChanges.locationId,
        delta: sql<string>`${stockDailyChanges.delta}::numeric(14,3)::text`,
      })
      .from(stockDailyChanges)
      .where(eq(stockDailyChanges.productId, product.id))
      .orderBy(sql`${stockDailyChanges.locationId} nulls last`);
    expect(daily).toEqual([
      { locationId: centro.id, delta: '0.000' },
      { locationId: null, delta: '2.000' },
    ]);
  });

  it('answers bad transfers with a Spanish 4xx and changes nothing', async () => {
    const { user, product, centro, roma } = await twoBranches('3');
    const theirs = await twoBranches('3');
    const line = { productId: product.id, quantity: '1' };
    const cases: [object, number, string | RegExp][] = [
      [{ fromLocationId: centro.id, toLocationId: centro.id, lines: [line] }, 400, BRANCH_MESSAGES.sameBranch],
      [{ fromLocationId: centro.id, toLocationId: theirs.roma.id, lines: [line] }, 404, BRANCH_MESSAGES.branchNotFound],
      [
        { fromLocationId: centro.id, toLocationId: roma.id, lines: [{ productId: theirs.product.id, quantity: '1' }] },
        404,
        BRANCH_MESSAGES.productNotFound,
      ],
      [{ fromLocationId: centro.id, toLocationId: roma.id, lines: [{ ...line, unit: 'ml' }] }, 400, /ml/],
      [
        { fromLocationId: centro.id, toLocationId: roma.id, lines: [{ ...line, quantity: '0' }] },
        400,
        BRANCH_MESSAGES.quantityZero,
      ],
      [{ fromLocationId: centro.id, toLocationId: roma.id, lines: [] }, 400, BRANCH_MESSAGES.linesRequired],
      [{ fromLocationId: centro.id, toLocationId: roma.id, lines: [line, line] }, 400, BRANCH_MESSAGES.productRepeated],
      [{ fromLocationId: 'x', toLocationId: roma.id, lines: [line] }, 400, BRANCH_MESSAGES.branchInvalid],
    ];
    for (const [body, status, message] of cases) {
      const response = await transfer(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await quantities(user, product.id)).toEqual({ Centro: '3.000', Roma: '0' });
    // Another restaurant's branch is not a place to put stock, nor a product's branch list to read.
    const waste = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '1',
      reason: 'otro',
      locationId: theirs.centro.id,
    });
    expect(waste.statusCode).toBe(404);
    expect((await request('GET', `/api/products/${product.id}/branches`, theirs.user.cookie)).statusCode).toBe(404);
    expect(await totalOf(product.id)).toBe('3.000');
  });

  it('receives an order into the branch it was made for, and prepares and applies receipts in the branch named', async () => {
    const { user, product, centro, roma } = await twoBranches('1');
    const contact = (await request('POST', '/api/contacts', user.cookie, { name: 'Verduras Lupita' })).json();
    const order = await request('POST', '/api/orders', user.cookie, {
      supplierId: contact.id,
      items: [{ productId: product.id, quantity: 3 }],
      locationId: roma.id,
    });
    expect(order.statusCode).toBe(200);
    const [line] = order.json().items;
    const received = await request('POST', `/api/orders/${order.json().id}/receive`, user.cookie, {
      items: [{ itemId: line.id, receivedQuantity: '3', unitPrice: '28.00' }],
    });
    expect(received.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '3.000' });

    const receipt = await request('POST', '/api/receipts/apply', user.cookie, {
      items: [{ name: 'Cebolla', quantity: '2', unit: 'kg', unitPrice: '28.00', productId: product.id }],
      locationId: centro.id,
    });
    expect(receipt.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '3.000', Roma: '3.000' });

    const recipe = await request('POST', '/api/recipes', user.cookie, {
      name: 'Cebolla asada',
      finalYield: '1',
      yieldUnit: 'orden',
      ingredients: [{ productId: product.id, quantity: '500', unit: 'g' }],
    });
    expect(recipe.statusCode).toBe(200);
    const prepared = await request('POST', '/api/preparations', user.cookie, {
      recipeId: recipe.json().id,
      quantityMultiplier: '2',
      locationId: roma.id,
    });
    expect(prepared.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '3.000', Roma: '2.000' });
    // Roma has 2 kg: five more batches (2.5 kg) are refused there, though the restaurant holds 5 kg.
    const short = await request('POST', '/api/preparations', user.cookie, {
      recipeId: recipe.json().id,
      quantityMultiplier: '5',
      locationId: roma.id,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/en Roma$/);
    expect(await totalOf(product.id)).toBe('5.000');
    // Each document keeps the branch whose stock it changed (decision 057).
    expect(await documentBranches(purchaseOrders, user.id)).toEqual([roma.id]);
    expect(await documentBranches(appliedReceipts, user.id)).toEqual([centro.id]);
    expect(await documentBranches(preparations, user.id)).toEqual([roma.id]);
  });
});
