import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { NUMBER_MESSAGES } from '@common/fields';
import { STOCK_COUNT_MAX_ENTRIES, STOCK_COUNT_MESSAGES } from '@common/inventory-count';
import { notifications, privateProducts, stockMovements } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { productBody } from './inventory-test-helpers';

/** A count typed in packs, measures and the base unit (decision 038). */
const { ctx, request, owner } = useRestaurantApp();

const createProduct = async (overrides: Record<string, unknown>): Promise<{ id: string }> => {
  const response = await request('POST', '/api/products', owner.cookie, productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const count = (items: unknown) => request('POST', '/api/products/count', owner.cookie, { items });
const stockOf = async (productId: string) =>
  (
    await ctx.database.db
      .select({ stock: privateProducts.stockQuantity })
      .from(privateProducts)
      .where(eq(privateProducts.id, productId))
  )[0].stock;

describe('counting in any unit', () => {
  it('adds up cajas and kilos, grams, a density and pieces, each in the base unit', async () => {
    const tomato = await createProduct({
      name: 'Jitomate saladet',
      unit: 'kg',
      stockQuantity: '50',
      packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
    });
    const chiles = await createProduct({
      name: 'Chile serrano',
      unit: 'kg',
      stockQuantity: '2',
      packs: [{ name: 'Bolsa', quantity: '500', unit: 'g' }],
    });
    const oil = await createProduct({ name: 'Aceite', unit: 'lt', stockQuantity: '3', densityKgPerL: '0.92' });
    const eggs = await createProduct({
      name: 'Huevo',
      unit: 'pza',
      stockQuantity: '100',
      pieceWeightG: '60',
      packs: [{ name: 'Charola', quantity: '30', unit: 'pza' }],
    });

    const response = await count([
      {
        productId: tomato.id,
        entries: [
          { quantity: '3', unit: 'cajas' },
          { quantity: '4', unit: 'kg' },
        ],
      },
      {
        productId: chiles.id,
        entries: [
          { quantity: '2', unit: 'Bolsa' },
          { quantity: '250', unit: 'gramos' },
        ],
      },
      { productId: oil.id, entries: [{ quantity: '2', unit: 'kilos' }] },
      {
        productId: eggs.id,
        entries: [
          { quantity: '2', unit: 'charolas' },
          { quantity: '1', unit: 'docena' },
          { quantity: '5' },
          { quantity: '0,5', unit: 'kg' },
        ],
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    // 3 × 25 + 4 = 79 kg; 2 × 0.5 + 0.25 = 1.25 kg; 2 kg ÷ 0.92 = 2.1739… l; 60 + 12 + 5 + 500 g ÷ 60 g = 85.333 pzas.
    expect([await stockOf(tomato.id), await stockOf(chiles.id), await stockOf(oil.id), await stockOf(eggs.id)]).toEqual(
      ['79.000', '1.250', '2.174', '85.333'],
    );
    const byName = Object.fromEntries(
      (response.json().items as Array<{ name: string; delta: string; unit: string }>).map((item) => [item.name, item]),
    );
    expect(byName['Jitomate saladet']).toMatchObject({ unit: 'kg', previousStock: '50.000', delta: '29.000' });
    expect(byName.Aceite).toMatchObject({ unit: 'lt', delta: '-0.826' });
  });

  it('rounds the sum once, not each entry', async () => {
    const flour = await createProduct({ name: 'Harina', unit: 'kg', stockQuantity: '0' });
    // 3 lb = 1.36077711 kg → 1.361; rounding each pound first (0.454) would give 1.362.
    await count([
      {
        productId: flour.id,
        entries: [
          { quantity: '1', unit: 'lb' },
          { quantity: '1', unit: 'lb' },
          { quantity: '1', unit: 'lb' },
        ],
      },
    ]);
    expect(await stockOf(flour.id)).toBe('1.361');
  });

  it('takes a blank unit as the base unit, and the old base-unit form still works', async () => {
    const salt = await createProduct({ name: 'Sal', unit: 'kg', stockQuantity: '5' });
    const sugar = await createProduct({ name: 'Azúcar', unit: 'kg', stockQuantity: '5' });
    const response = await count([
      { productId: salt.id, entries: [{ quantity: '2', unit: ' ' }] },
      { productId: sugar.id, countedQuantity: '3.5' },
    ]);
    expect(response.statusCode).toBe(200);
    expect([await stockOf(salt.id), await stockOf(sugar.id)]).toEqual(['2.000', '3.500']);
  });

  it("notifies 'Stock Bajo' in the readable unit", async () => {
    const cream = await createProduct({ name: 'Crema', unit: 'lt', stockQuantity: '5', minStockQuantity: '2' });
    await count([{ productId: cream.id, entries: [{ quantity: '750', unit: 'ml' }] }]);
    const [row] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'low_stock')));
    expect(row).toMatchObject({
      message: 'Crema quedó con 750 ml (mínimo 2 l)',
      metadata: { product_id: cream.id, current_stock: 0.75, min_stock: 2 },
    });
  });
});

describe('refusing a count in units', () => {
  let tomato: { id: string };
  let onion: { id: string };
  beforeAll(async () => {
    tomato = await createProduct({
      name: 'Tomate bola',
      unit: 'kg',
      stockQuantity: '9',
      packs: [{ name: 'Caja', quantity: '25', unit: 'kg' }],
    });
    onion = await createProduct({ name: 'Cebolla morada', unit: 'kg', stockQuantity: '9' });
  });
  const expectUnchanged = async () => {
    expect([await stockOf(tomato.id), await stockOf(onion.id)]).toEqual(['9.000', '9.000']);
    const moves = await ctx.database.db.$count(
      stockMovements,
      and(inArray(stockMovements.productId, [tomato.id, onion.id]), eq(stockMovements.reason, 'count')),
    );
    expect(moves).toBe(0);
  };
  const withOnion = (entries: unknown) => [
    { productId: onion.id, countedQuantity: '1' },
    { productId: tomato.id, entries },
  ];

  it.each([
    [
      'litres of a product kept in kg without a density',
      () => withOnion([{ quantity: '2', unit: 'litros' }]),
      'No se puede convertir l a kg en «Tomate bola»: agrega la densidad del producto (1 l ≈ … kg)',
    ],
    [
      'a pack the product does not have',
      () =>
        withOnion([
          { quantity: '1', unit: 'caja' },
          { quantity: '2', unit: 'costal' },
        ]),
      'No se puede convertir costal a kg en «Tomate bola»: agrega una presentación de compra',
    ],
    [
      'pieces without a piece weight',
      () => withOnion([{ quantity: '2', unit: 'pza' }]),
      'No se puede convertir pza a kg en «Tomate bola»: agrega el peso por pieza',
    ],
    [
      'a count too large to store',
      () => withOnion([{ quantity: '9999999999', unit: 'caja' }]),
      `Tomate bola: ${NUMBER_MESSAGES.tooLarge('9,999,999,999')}`,
    ],
    ['no entries', () => withOnion([]), STOCK_COUNT_MESSAGES.countedRequired],
    [
      'too many entries',
      () => withOnion(Array.from({ length: STOCK_COUNT_MAX_ENTRIES + 1 }, () => ({ quantity: '1', unit: 'kg' }))),
      STOCK_COUNT_MESSAGES.tooManyEntries,
    ],
    ['a negative entry', () => withOnion([{ quantity: '-1', unit: 'kg' }]), NUMBER_MESSAGES.negative],
    ['an entry in words', () => withOnion([{ quantity: 'tres', unit: 'caja' }]), NUMBER_MESSAGES.invalid],
    [
      'a unit of 51 characters',
      () => withOnion([{ quantity: '1', unit: 'k'.repeat(51) }]),
      STOCK_COUNT_MESSAGES.unitTooLong,
    ],
    ['a unit that is not text', () => withOnion([{ quantity: '1', unit: 25 }]), 'Entrada inválida'],
    [
      'both forms at once',
      () => [{ productId: tomato.id, countedQuantity: '1', entries: [{ quantity: '1' }] }],
      STOCK_COUNT_MESSAGES.bothForms,
    ],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_, items, message) => {
    const response = await count(items());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    await expectUnchanged();
  });
});
