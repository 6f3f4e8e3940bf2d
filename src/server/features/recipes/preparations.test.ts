import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, preparations, privateProducts, stockMovements } from '../../platform/db/schema';
import { insertProduct } from '../../test/products';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let cook: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  cook = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

async function recipeWith(stock: string, perBatch: string, min = '0') {
  const product = await insertProduct(ctx.database.db, cook.id, {
    name: `Masa ${Math.random()}`,
    currentPrice: '12.50',
    stockQuantity: stock,
    minStockQuantity: min,
  });
  const recipe = (
    await call('POST', '/api/recipes', cook, {
      name: `Tamales ${Math.random()}`,
      finalYield: '12',
      yieldUnit: 'pieza',
      ingredients: [{ productId: product.id, quantity: perBatch }],
    })
  ).json();
  return { product, recipe };
}
const stockOf = async (id: string) =>
  (await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, id)))[0].stockQuantity;

describe('preparations', () => {
  it('reduces stock by quantity × multiplier, journals it, stores the cost and lists it', async () => {
    const { product, recipe } = await recipeWith('10', '1.5');
    const response = await call('POST', '/api/preparations', cook, {
      recipeId: recipe.id,
      quantityMultiplier: '2',
      notes: 'Para el domingo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quantityPrepared: '2.00', totalCost: '37.50', notes: 'Para el domingo' });
    expect(await stockOf(product.id)).toBe('7.000');
    const [movement] = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'preparation')));
    expect(movement).toMatchObject({ delta: '-3.000', resultingStock: '7.000', reference: response.json().id });
    expect((await call('GET', '/api/preparations', cook)).json()[0].id).toBe(response.json().id);
  });

  it('changes nothing when an ingredient is short', async () => {
    const { product, recipe } = await recipeWith('1', '2');
    const response = await call('POST', '/api/preparations', cook, { recipeId: recipe.id, quantityMultiplier: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`Stock insuficiente para ${product.name}`);
    expect(await stockOf(product.id)).toBe('1.000');
    expect(await ctx.database.db.$count(preparations, eq(preparations.recipeId, recipe.id))).toBe(0);
  });

  it("lists only the last 10 preparations, newest first ('Preparaciones Recientes')", async () => {
    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    const product = await insertProduct(ctx.database.db, other.id, {
      name: 'Maíz',
      currentPrice: '1',
      stockQuantity: '100',
    });
    const recipe = (
      await call('POST', '/api/recipes', other, {
        name: 'Tortillas',
        finalYield: '1',
        yieldUnit: 'kg',
        ingredients: [{ productId: product.id, quantity: '1' }],
      })
    ).json();
    const ids: string[] = [];
    for (let batch = 1; batch <= 11; batch += 1) {
      ids.push(
        (
          await call('POST', '/api/preparations', other, { recipeId: recipe.id, quantityMultiplier: String(batch) })
        ).json().id,
      );
    }
    const listed = (await call('GET', '/api/preparations', other)).json() as Array<{
      id: string;
      quantityPrepared: string;
    }>;
    expect(listed.map((preparation) => preparation.id)).toEqual(ids.slice(1).reverse());
    expect(listed[0].quantityPrepared).toBe('11.00');
  });

  it('notifies Stock Bajo when an ingredient falls under its minimum', async () => {
    const { product, recipe } = await recipeWith('12', '5', '10');
    await call('POST', '/api/preparations', cook, { recipeId: recipe.id, quantityMultiplier: '1' });
    const [notification] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cook.id), sql`${notifications.metadata}->>'product_id' = ${product.id}`));
    expect(notification).toMatchObject({
      type: 'low_stock',
      title: 'Stock Bajo',
      link: '/productos',
      metadata: { product_id: product.id, current_stock: 7, min_stock: 10 },
    });
  });

  it.each([
    [{ quantityMultiplier: '0' }, 'La cantidad mínima es 0.01'],
    [{ quantityMultiplier: '-1' }, 'La cantidad es requerida'],
    [{ quantityMultiplier: '' }, 'La cantidad es requerida'],
    [{ quantityMultiplier: '1', notes: 'x'.repeat(501) }, 'Las notas no pueden superar los 500 caracteres'],
    [{ recipeId: undefined, quantityMultiplier: '1' }, 'Receta no encontrada'],
  ])('refuses %j with a Spanish 400 and changes nothing', async (payload, message) => {
    const { product, recipe } = await recipeWith('10', '1');
    const response = await call('POST', '/api/preparations', cook, { recipeId: recipe.id, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await stockOf(product.id)).toBe('10.000');
    expect(await ctx.database.db.$count(preparations, eq(preparations.recipeId, recipe.id))).toBe(0);
  });

  it('answers 404 for a missing or foreign recipe', async () => {
    const other = await signUpWithRole(ctx.app, 'restaurant_owner');
    const { product, recipe } = await recipeWith('10', '1');
    const foreign = await call('POST', '/api/preparations', other, { recipeId: recipe.id, quantityMultiplier: '1' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Receta no encontrada');
    expect(
      (
        await call('POST', '/api/preparations', cook, {
          recipeId: '00000000-0000-4000-8000-000000000000',
          quantityMultiplier: '1',
        })
      ).statusCode,
    ).toBe(404);
    expect(await stockOf(product.id)).toBe('10.000');
    expect(await ctx.database.db.$count(preparations, eq(preparations.recipeId, recipe.id))).toBe(0);
    expect((await call('GET', '/api/preparations', other)).json()).toEqual([]);
  });

  it('lets exactly 10 of 20 concurrent preparations through when stock covers 10', async () => {
    const { product, recipe } = await recipeWith('10', '1');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/preparations', cook, { recipeId: recipe.id, quantityMultiplier: '1' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(10);
    expect(await stockOf(product.id)).toBe('0.000');
    const [{ total }] = await ctx.database.db
      .select({ total: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'preparation')));
    expect(Number(total)).toBe(-10);
  });

  it('takes the gross base quantity: 250 g at 80 % of a product kept in kg, × 3, rounded once', async () => {
    const pollo = await insertProduct(ctx.database.db, cook.id, {
      name: 'Pollo',
      currentPrice: '40.00',
      stockQuantity: '5',
      unit: 'kg',
    });
    const recipe = (
      await call('POST', '/api/recipes', cook, {
        name: 'Tinga',
        finalYield: '4',
        yieldUnit: 'porción',
        ingredients: [{ productId: pollo.id, quantity: '250', unit: 'g', yieldPercent: '80' }],
      })
    ).json();
    const response = await call('POST', '/api/preparations', cook, { recipeId: recipe.id, quantityMultiplier: '3' });
    expect(response.statusCode).toBe(200);
    // 3 × 0.25 kg ÷ 0.8 = 0.9375 kg → 0.938 kg taken (rounded once, not 3 × 0.313); 3 × $12.50 = $37.50.
    expect(response.json().totalCost).toBe('37.50');
    expect(await stockOf(pollo.id)).toBe('4.062');
    const [movement] = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, pollo.id), eq(stockMovements.reason, 'preparation')));
    expect(movement).toMatchObject({ delta: '-0.938', resultingStock: '4.062' });
  });

  it('lets exactly one of two concurrent preparations through when stock covers one, in converted units', async () => {
    const queso = await insertProduct(ctx.database.db, cook.id, {
      name: `Queso ${Math.random()}`,
      currentPrice: '120',
      stockQuantity: '0.4',
      unit: 'kg',
    });
    const recipe = (
      await call('POST', '/api/recipes', cook, {
        name: `Quesadillas ${Math.random()}`,
        finalYield: '10',
        yieldUnit: 'pieza',
        ingredients: [{ productId: queso.id, quantity: '300', unit: 'g' }],
      })
    ).json();
    const responses = await Promise.all(
      [1, 2].map(() => call('POST', '/api/preparations', cook, { recipeId: recipe.id, quantityMultiplier: '1' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(queso.id)).toBe('0.100');
    const movements = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, queso.id), eq(stockMovements.reason, 'preparation')));
    expect(movements.map((movement) => [movement.delta, movement.resultingStock])).toEqual([['-0.300', '0.100']]);
    expect(await ctx.database.db.$count(preparations, eq(preparations.recipeId, recipe.id))).toBe(1);
  });
});
