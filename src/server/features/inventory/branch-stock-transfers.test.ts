import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '@common/branch-stock';
import { branchStocks, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useBranchStockWorld } from './test/branch-stock-world';

/** Transfers between branches: one pair of movements each, never below zero, and refused when malformed. */
const { ctx, request, quantities, totalOf, transfer, twoBranches } = useBranchStockWorld(useRestaurantApp());

describe('stock per branch', () => {
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
});
