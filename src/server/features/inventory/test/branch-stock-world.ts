import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductBranchStock } from '@common/branch-stock';
import {
  type appliedReceipts,
  type preparations,
  privateProducts,
  type purchaseOrders,
  type wasteEntries,
} from '../../../platform/db/schema';
import type { useRestaurantApp } from '../../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../../test/users';
import { productBody } from '../inventory-test-helpers';

export interface Location {
  id: string;
  locationName: string;
  isMainLocation: boolean;
}

/**
 * What the stock-per-branch tests share: restaurants given "Centro" (main) and "Roma" through the API,
 * and the reads that check a product's stock per branch, its total and the branch its documents name.
 */
export function useBranchStockWorld(app: ReturnType<typeof useRestaurantApp>) {
  const { ctx, request } = app;

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

  return { ctx, request, saveBranches, branchesOf, quantities, totalOf, documentBranches, transfer, twoBranches };
}
