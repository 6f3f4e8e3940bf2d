import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLowStock } from '@common/low-stock';
import { lowStockWhere } from '../../platform/db/rules/low-stock';
import { inventoryTotals, privateProducts, users } from '../../platform/db/schema';
import { insertProduct } from '../../test/products';
import { useRestaurantApp } from '../../test/use-test-app';
import { signUpWithRole } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

/*
 * inventory_totals (decision 040) is kept by a deferred trigger; whatever writes the products, it
 * must equal a recount over them, done here with the one low-stock rule (lowStockWhere).
 */
const { ctx, request, owner, stranger } = useRestaurantApp();

const recount = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({
      productCount: sql<number>`count(*)::int`,
      lowStockCount: sql<number>`(count(*) filter (where ${lowStockWhere(privateProducts)}))::int`,
      stockValue: sql<string>`coalesce(sum(${privateProducts.stockQuantity} * ${privateProducts.currentPrice}), 0)::text`,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, userId));
  return row;
};

const kept = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({
      productCount: inventoryTotals.productCount,
      lowStockCount: inventoryTotals.lowStockCount,
      stockValue: sql<string>`${inventoryTotals.stockValue}::text`,
    })
    .from(inventoryTotals)
    .where(eq(inventoryTotals.userId, userId));
  return row;
};

const expectInStep = async (userId: string) => {
  const [expected, actual] = await Promise.all([recount(userId), kept(userId)]);
  expect({ ...actual, stockValue: Number(actual?.stockValue) }).toEqual({
    ...expected,
    stockValue: Number(expected.stockValue),
  });
  return actual;
};

const create = async (overrides: Record<string, unknown>) => {
  const response = await request('POST', '/api/products', owner.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

describe('inventory totals', () => {
  it('follow products created, edited, repriced and deleted through the API', async () => {
    const flour = await create({ name: 'Harina', currentPrice: '12.50', stockQuantity: '4', minStockQuantity: '10' });
    const salt = await create({ name: 'Sal', currentPrice: '0.10', stockQuantity: '3.25', minStockQuantity: '1' });
    expect(await expectInStep(owner.id)).toMatchObject({ productCount: 2, lowStockCount: 1 });

    // Raising the stock above the minimum and repricing move both figures.
    const edited = await request(
      'PUT',
      `/api/products/${flour.id}`,
      owner.cookie,
      productBody({ name: 'Harina de trigo', currentPrice: '13.00', stockQuantity: '25', minStockQuantity: '10' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await expectInStep(owner.id)).toMatchObject({ productCount: 2, lowStockCount: 0 });

    // Stock equal to the minimum is not low (SPEC §5).
    await request(
      'PUT',
      `/api/products/${salt.id}`,
      owner.cookie,
      productBody({ name: 'Sal', currentPrice: '0.10', stockQuantity: '1', minStockQuantity: '1' }),
    );
    expect(await expectInStep(owner.id)).toMatchObject({ lowStockCount: 0 });

    expect((await request('DELETE', `/api/products/${flour.id}`, owner.cookie)).statusCode).toBe(204);
    const left = await expectInStep(owner.id);
    expect([left?.productCount, Number(left?.stockValue)]).toEqual([1, 0.1]);
  });

  it('stay right under concurrent changes of one owner (PostgreSQL: parallel transactions)', async () => {
    const products = await Promise.all(
      Array.from({ length: 8 }, (_, index) => create({ name: `Chile ${index}`, stockQuantity: String(index) })),
    );
    const answers = await Promise.all(
      products.map(({ id }, index) =>
        request(
          'PUT',
          `/api/products/${id}`,
          owner.cookie,
          productBody({ name: `Chile ${index}`, currentPrice: '7.25', stockQuantity: String(20 - index) }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(products.map(() => 200));
    await expectInStep(owner.id);
  });

  it('count only committed changes: a rolled-back transaction leaves them as they were', async () => {
    const before = await expectInStep(owner.id);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx
          .insert(privateProducts)
          .values({ userId: owner.id, name: 'Fantasma', currentPrice: '99', stockQuantity: '9' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await expectInStep(owner.id)).toEqual(before);
  });

  it('add up several changes of one product in one transaction, and rows written without the API', async () => {
    const { id } = await insertProduct(ctx.database.db, owner.id, {
      name: 'Comino',
      currentPrice: '2',
      stockQuantity: '5',
    });
    await ctx.database.db.transaction(async (tx) => {
      for (const stockQuantity of ['0', '7.5', '30']) {
        await tx.update(privateProducts).set({ stockQuantity }).where(eq(privateProducts.id, id));
      }
      await tx.update(privateProducts).set({ minStockQuantity: '31' }).where(eq(privateProducts.id, id));
    });
    expect(await expectInStep(owner.id)).toMatchObject({ lowStockCount: 1 });
  });

  it('are per owner, and go with the owner', async () => {
    await insertProduct(ctx.database.db, stranger.id, { name: 'Ajo', currentPrice: '3', stockQuantity: '2' });
    await expectInStep(stranger.id);
    await expectInStep(owner.id);

    const leaving = await signUpWithRole(ctx.app, 'restaurant_owner');
    await insertProduct(ctx.database.db, leaving.id, { name: 'Epazote', currentPrice: '1', stockQuantity: '1' });
    expect(await kept(leaving.id)).toBeDefined();
    await ctx.database.db.delete(users).where(eq(users.id, leaving.id));
    expect(await kept(leaving.id)).toBeUndefined();
  });
});

describe('low_stock column', () => {
  it('is isLowStock for the same stock and minimum (equal, zero, decimals)', async () => {
    const user = await signUpWithRole(ctx.app, 'restaurant_owner');
    const cases: Array<[string, string]> = [
      ['10', '10'],
      ['9.999', '10'],
      ['10.001', '10'],
      ['0', '0'],
      ['0', '0.001'],
      ['2.5', '2.50'],
    ];
    for (const [index, [stockQuantity, minStockQuantity]] of cases.entries()) {
      const row = await insertProduct(ctx.database.db, user.id, {
        name: `Caso ${index}`,
        stockQuantity,
        minStockQuantity,
      });
      expect(row.lowStock).toBe(isLowStock({ stockQuantity, minStockQuantity }));
    }
    expect(await kept(user.id)).toMatchObject({ productCount: 6, lowStockCount: 2 });
  });
});
