import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVENTORY_MESSAGES } from '@common/inventory';
import { STOCK_COUNT_MESSAGES } from '@common/inventory-count';
import { NUMBER_MESSAGES } from '@common/fields';
import { notifications, privateProducts, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const createProduct = async (user: TestUser, overrides: Record<string, unknown> = {}): Promise<{ id: string }> => {
  const response = await request('POST', '/api/products', user.cookie, productBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
};
const count = (user: TestUser, items: unknown) => request('POST', '/api/products/count', user.cookie, { items });
const stockOf = async (productId: string) =>
  (
    await ctx.database.db
      .select({ stock: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(eq(privateProducts.id, productId))
  )[0].stock;
const movementsOf = (productId: string) =>
  ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
const lowStockNotifications = (user: TestUser) =>
  ctx.database.db.$count(notifications, and(eq(notifications.userId, user.id), eq(notifications.type, 'low_stock')));

describe('applying a physical count', () => {
  it('sets each counted stock through count movements, and skips the lines that match', async () => {
    const tomato = await createProduct(owner, { name: 'Tomate saladet', stockQuantity: '12', minStockQuantity: '5' });
    const onion = await createProduct(owner, { name: 'Cebolla', stockQuantity: '3.25', minStockQuantity: '1' });
    const salt = await createProduct(owner, { name: 'Sal', stockQuantity: '4' });

    const response = await count(owner, [
      { productId: tomato.id, countedQuantity: '10.5' },
      { productId: onion.id, countedQuantity: 8 },
      { productId: salt.id, countedQuantity: '4.000' },
    ]);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<Record<string, string>>;
    expect(
      items
        .map(({ name, unit, previousStock, stockQuantity, delta }) => ({
          name,
          unit,
          previousStock,
          stockQuantity,
          delta,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Cebolla', unit: 'kg', previousStock: '3.250', stockQuantity: '8.000', delta: '4.750' },
      { name: 'Tomate saladet', unit: 'kg', previousStock: '12.000', stockQuantity: '10.500', delta: '-1.500' },
    ]);

    expect([await stockOf(tomato.id), await stockOf(onion.id), await stockOf(salt.id)]).toEqual([
      '10.500',
      '8.000',
      '4.000',
    ]);
    const tomatoMoves = await movementsOf(tomato.id);
    const countMoves = tomatoMoves.filter((movement) => movement.reason === 'count');
    expect(countMoves).toMatchObject([{ delta: '-1.500', resultingStock: '10.500', userId: owner.id }]);
    const onionCount = (await movementsOf(onion.id)).find((movement) => movement.reason === 'count');
    expect(onionCount).toMatchObject({ delta: '4.750', resultingStock: '8.000', reference: countMoves[0].reference });
    expect((await movementsOf(salt.id)).map((movement) => movement.reason)).toEqual(['initial']);
  });

  it('keeps the stock equal to the sum of its movements', async () => {
    const product = await createProduct(owner, { name: 'Aceite', stockQuantity: '7.12' });
    await count(owner, [{ productId: product.id, countedQuantity: '0' }]);
    await count(owner, [{ productId: product.id, countedQuantity: '2.333' }]);
    const [{ total }] = await ctx.database.db
      .select({ total: sql<string>`sum(${stockMovements.delta})::numeric(14,3)::text` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(total).toBe('2.333');
    expect(await stockOf(product.id)).toBe('2.333');
    expect((await movementsOf(product.id)).map((movement) => movement.reason).sort()).toEqual([
      'count',
      'count',
      'initial',
    ]);
  });

  it('answers an empty list when every count matches, writing nothing', async () => {
    const product = await createProduct(owner, { name: 'Pimienta', stockQuantity: '1.5' });
    const response = await count(owner, [{ productId: product.id, countedQuantity: '1.50' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    expect(await movementsOf(product.id)).toHaveLength(1);
  });

  it("notifies 'Stock Bajo' for products the count leaves below their minimum, not for those it raises", async () => {
    const before = await lowStockNotifications(owner);
    const lettuce = await createProduct(owner, { name: 'Lechuga', stockQuantity: '20', minStockQuantity: '10' });
    const lime = await createProduct(owner, { name: 'Limón', stockQuantity: '1', minStockQuantity: '10' });
    await count(owner, [
      { productId: lettuce.id, countedQuantity: '4' },
      { productId: lime.id, countedQuantity: '2' },
    ]);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'low_stock')));
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((row) => row.message.startsWith('Lechuga'))).toMatchObject({
      title: 'Stock Bajo',
      message: 'Lechuga quedó con 4 kg (mínimo 10 kg)',
      link: '/productos',
    });
  });
});

describe('refusing a count', () => {
  let mine: { id: string };
  let theirs: { id: string };
  beforeAll(async () => {
    mine = await createProduct(owner, { name: 'Harina', stockQuantity: '9' });
    theirs = await createProduct(stranger, { name: 'Azúcar ajena', stockQuantity: '9' });
  });
  const expectUnchanged = async () => {
    expect([await stockOf(mine.id), await stockOf(theirs.id)]).toEqual(['9.000', '9.000']);
    const moves = await ctx.database.db.$count(
      stockMovements,
      and(inArray(stockMovements.productId, [mine.id, theirs.id]), eq(stockMovements.reason, 'count')),
    );
    expect(moves).toBe(0);
  };

  it("answers 404 for another user's product and changes none of the lines", async () => {
    const response = await count(owner, [
      { productId: mine.id, countedQuantity: '1' },
      { productId: theirs.id, countedQuantity: '1' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(INVENTORY_MESSAGES.productNotFound);
    await expectUnchanged();
  });

  it.each([
    ['an empty list', () => [], STOCK_COUNT_MESSAGES.empty],
    ['no list', () => undefined, STOCK_COUNT_MESSAGES.empty],
    [
      'a product twice',
      () => [
        { productId: mine.id, countedQuantity: '1' },
        { productId: mine.id, countedQuantity: '2' },
      ],
      STOCK_COUNT_MESSAGES.duplicate,
    ],
    ['a negative quantity', () => [{ productId: mine.id, countedQuantity: '-1' }], NUMBER_MESSAGES.negative],
    ['four decimals', () => [{ productId: mine.id, countedQuantity: '1.2345' }], NUMBER_MESSAGES.tooManyDecimals(3)],
    ['text', () => [{ productId: mine.id, countedQuantity: 'diez' }], NUMBER_MESSAGES.invalid],
    ['a blank quantity', () => [{ productId: mine.id, countedQuantity: '' }], STOCK_COUNT_MESSAGES.countedRequired],
    ['a missing quantity', () => [{ productId: mine.id }], STOCK_COUNT_MESSAGES.countedRequired],
    ['a bad id', () => [{ productId: 'harina', countedQuantity: '1' }], STOCK_COUNT_MESSAGES.productInvalid],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_, items, message) => {
    const response = await count(owner, items());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    await expectUnchanged();
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/count',
      payload: { items: [{ productId: mine.id, countedQuantity: '1' }] },
    });
    expect(response.statusCode).toBe(401);
    await expectUnchanged();
  });
});
