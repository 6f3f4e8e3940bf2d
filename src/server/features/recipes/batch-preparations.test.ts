import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RECIPE_MESSAGES, type Preparation, type Recipe } from '@common/recipes';
import { preparations, priceAlerts, privateProducts, recipes, stockMovements } from '../../platform/db/schema';
import { insertProduct } from '../../test/products';
import { useRestaurantApp } from '../../test/use-test-app';

/** Decision 050: batch recipes that make a product, its cost flowing into the dishes that use it. */
const { ctx, request, owner, stranger } = useRestaurantApp();

let counter = 0;
const named = (name: string) => `${name} ${(counter += 1)}`;
const product = (values: { name: string; currentPrice?: string; stockQuantity?: string; unit?: string }) =>
  insertProduct(ctx.database.db, owner.id, { minStockQuantity: '0', ...values, name: named(values.name) });
const productRow = async (id: string) =>
  (await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, id)))[0];

type Line = { productId: string; quantity: string; unit?: string };
type Output = { productId: string; quantity: string; unit?: string } | null;
const body = (name: string, ingredients: Line[], produces?: Output) => ({
  name,
  finalYield: '1',
  yieldUnit: 'lote',
  ingredients,
  ...(produces === undefined ? {} : { produces }),
});
const create = (name: string, ingredients: Line[], produces?: Output) =>
  request('POST', '/api/recipes', owner.cookie, body(name, ingredients, produces));
const update = (id: string, name: string, ingredients: Line[], produces?: Output) =>
  request('PUT', `/api/recipes/${id}`, owner.cookie, body(name, ingredients, produces));
const getRecipe = async (id: string) => (await request('GET', `/api/recipes/${id}`, owner.cookie)).json<Recipe>();
const prepare = (recipeId: string, quantityMultiplier = '1') =>
  request('POST', '/api/preparations', owner.cookie, { recipeId, quantityMultiplier });
const setPrice = async (id: string, currentPrice: string) => {
  const row = await productRow(id);
  const response = await request('PUT', `/api/products/${id}`, owner.cookie, {
    name: row.name,
    currentPrice,
    stockQuantity: String(Number(row.stockQuantity)),
    minStockQuantity: String(Number(row.minStockQuantity)),
    unit: row.unit,
    supplierId: 'none',
  });
  expect(response.json()).toMatchObject({ currentPrice });
};

/** Jitomate $20/kg and chile $40/kg; 500 g + 250 g make one 2 l batch of salsa verde: $20.00, $10 the litre. */
async function salsaVerde(stock = { jitomate: '10', chile: '5' }) {
  const jitomate = await product({ name: 'Jitomate', currentPrice: '20.00', stockQuantity: stock.jitomate });
  const chile = await product({ name: 'Chile serrano', currentPrice: '40.00', stockQuantity: stock.chile });
  const salsa = await product({ name: 'Salsa verde', unit: 'lt' });
  const response = await create(
    named('Salsa verde'),
    [
      { productId: jitomate.id, quantity: '500', unit: 'g' },
      { productId: chile.id, quantity: '250', unit: 'g' },
    ],
    { productId: salsa.id, quantity: '2', unit: 'l' },
  );
  expect(response.statusCode).toBe(200);
  return { jitomate, chile, salsa, recipe: response.json<Recipe>() };
}

describe('batch preparations', () => {
  it('costs a dish through the salsa it uses from the salsa’s current recipe, and follows a raw price change', async () => {
    const { jitomate, salsa, recipe } = await salsaVerde();
    expect(recipe.produces).toMatchObject({
      productId: salsa.id,
      quantity: '2.000',
      unit: 'lt',
      unitCost: '10.00',
      unitProblem: null,
    });
    const tortilla = await product({ name: 'Tortilla', currentPrice: '1.50', stockQuantity: '100', unit: 'pza' });
    const taco = (
      await create(named('Tacos'), [
        { productId: tortilla.id, quantity: '3' },
        { productId: salsa.id, quantity: '50', unit: 'ml' },
      ])
    ).json<Recipe>();
    // 50 ml × $10/l = $0.50; 3 × $1.50 = $4.50.
    expect(taco.ingredients.find((line) => line.productId === salsa.id)).toMatchObject({ lineCost: '0.50' });
    expect(taco.totalCost).toBe('5.00');

    // Jitomate $30: 500 g = $15 + $10 = $25 the batch, $12.50 the litre, 50 ml = $0.625 → $0.63;
    // the taco's total is the exact $5.125 rounded once.
    await setPrice(jitomate.id, '30.00');
    expect((await getRecipe(recipe.id)).produces?.unitCost).toBe('12.50');
    const repriced = await getRecipe(taco.id);
    expect(repriced.ingredients.find((line) => line.productId === salsa.id)).toMatchObject({ lineCost: '0.63' });
    expect(repriced.totalCost).toBe('5.13');
    // The salsa's stored price has not moved: costing follows the recipe, not the last batch.
    expect((await productRow(salsa.id)).currentPrice).toBe('0.00');
  });

  it('costs made products inside made products exactly, rounding once at the dish', async () => {
    // $10 makes 3 l of base: $3.33… the litre, never rounded; 3 l of it in a 1-litre sauce cost $10.00.
    const pulpa = await product({ name: 'Pulpa', currentPrice: '10.00', stockQuantity: '5' });
    const base = await product({ name: 'Base', unit: 'lt' });
    const sauce = await product({ name: 'Salsa de la casa', unit: 'lt' });
    await create(named('Base'), [{ productId: pulpa.id, quantity: '1' }], { productId: base.id, quantity: '3' });
    await create(named('Salsa de la casa'), [{ productId: base.id, quantity: '3' }], {
      productId: sauce.id,
      quantity: '1',
    });
    const dish = (await create(named('Enchiladas'), [{ productId: sauce.id, quantity: '0.5' }])).json<Recipe>();
    expect(dish.totalCost).toBe('5.00');
    expect(dish.ingredients[0].unitCost).toBe('10');
  });

  it('adds N batches to the product’s stock with a production movement and sets its price to the batch cost', async () => {
    const { jitomate, chile, salsa, recipe } = await salsaVerde();
    const response = await prepare(recipe.id, '1.5');
    expect(response.statusCode).toBe(200);
    const preparation = response.json<Preparation>();
    expect(preparation).toMatchObject({
      totalCost: '30.00',
      produced: { productId: salsa.id, quantity: '3.000', unit: 'lt', unitCost: '10.00' },
    });
    expect(await productRow(salsa.id)).toMatchObject({ stockQuantity: '3.000', currentPrice: '10.00' });
    expect((await productRow(jitomate.id)).stockQuantity).toBe('9.250');
    expect((await productRow(chile.id)).stockQuantity).toBe('4.625');
    const movements = await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, salsa.id));
    expect(movements).toMatchObject([
      { reason: 'production', delta: '3.000', resultingStock: '3.000', reference: preparation.id },
    ]);
    const [alert] = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.productId, salsa.id));
    expect(alert).toMatchObject({ oldPrice: '0.00', newPrice: '10.00' });
    expect((await request('GET', '/api/preparations', owner.cookie)).json<Preparation[]>()[0].produced).toEqual(
      preparation.produced,
    );

    // A dish made with the salsa takes it from stock like any ingredient.
    const taco = (await create(named('Tacos'), [{ productId: salsa.id, quantity: '50', unit: 'ml' }])).json<Recipe>();
    expect((await prepare(taco.id, '10')).statusCode).toBe(200);
    expect((await productRow(salsa.id)).stockQuantity).toBe('2.500');
  });

  it('lets exactly one of two concurrent batches through when the ingredients cover one', async () => {
    const { jitomate, salsa, recipe } = await salsaVerde({ jitomate: '0.5', chile: '0.25' });
    const responses = await Promise.all([prepare(recipe.id), prepare(recipe.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await productRow(salsa.id)).stockQuantity).toBe('2.000');
    expect((await productRow(jitomate.id)).stockQuantity).toBe('0.000');
    const made = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, salsa.id), eq(stockMovements.reason, 'production')));
    expect(made).toHaveLength(1);
    expect(await ctx.database.db.$count(preparations, eq(preparations.recipeId, recipe.id))).toBe(1);
  });

  it('refuses a recipe that uses what it makes, directly or through two batch recipes, and changes nothing', async () => {
    const jitomate = await product({ name: 'Jitomate', currentPrice: '20', stockQuantity: '10' });
    const base = await product({ name: 'Base', unit: 'lt' });
    const verde = await product({ name: 'Verde', unit: 'lt' });
    const tacos = await product({ name: 'Salsa para tacos', unit: 'lt' });

    const direct = await create(named('Base'), [{ productId: base.id, quantity: '1' }], {
      productId: base.id,
      quantity: '1',
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error).toMatchObject({ code: 'recipe_cycle', message: RECIPE_MESSAGES.cycle(base.name, []) });

    const baseName = named('Base');
    const baseRecipe = (
      await create(baseName, [{ productId: jitomate.id, quantity: '1' }], { productId: base.id, quantity: '2' })
    ).json<Recipe>();
    await create(named('Verde'), [{ productId: base.id, quantity: '1' }], { productId: verde.id, quantity: '1' });
    await create(named('Para tacos'), [{ productId: verde.id, quantity: '1' }], { productId: tacos.id, quantity: '1' });

    const chained = await update(baseRecipe.id, baseName, [{ productId: tacos.id, quantity: '1' }]);
    expect(chained.statusCode).toBe(400);
    expect(chained.json().error).toMatchObject({
      code: 'recipe_cycle',
      message: RECIPE_MESSAGES.cycle(base.name, [verde.name, tacos.name]),
    });
    expect(chained.json().error.message).toBe(
      `Ciclo de recetas: ${base.name} se usa para preparar ${verde.name}, que se usa para preparar ${tacos.name}, ingrediente de esta receta`,
    );
    const unchanged = await getRecipe(baseRecipe.id);
    expect(unchanged.ingredients.map((line) => line.productId)).toEqual([jitomate.id]);
    expect(unchanged.produces?.productId).toBe(base.id);

    // Marking a plain recipe as making Base closes the same loop from the other side.
    const plainName = named('Tostadas');
    const plain = (await create(plainName, [{ productId: verde.id, quantity: '1' }])).json<Recipe>();
    const marked = await update(plain.id, plainName, [{ productId: verde.id, quantity: '1' }], {
      productId: base.id,
      quantity: '1',
    });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().error.code).toBe('output_taken');
    const other = await product({ name: 'Otra base', unit: 'lt' });
    await update(baseRecipe.id, baseName, [{ productId: other.id, quantity: '1' }]);
    const loop = await update(plain.id, plainName, [{ productId: verde.id, quantity: '1' }], {
      productId: other.id,
      quantity: '1',
    });
    expect(loop.json().error).toMatchObject({
      code: 'recipe_cycle',
      message: RECIPE_MESSAGES.cycle(other.name, [base.name, verde.name]),
    });
    expect((await getRecipe(plain.id)).produces).toBeNull();
  });

  it('lets only one of two concurrent saves through when together they would close a loop', async () => {
    const jitomate = await product({ name: 'Jitomate', currentPrice: '20', stockQuantity: '10' });
    const [x, y] = [await product({ name: 'X', unit: 'lt' }), await product({ name: 'Y', unit: 'lt' })];
    const [aName, bName] = [named('A'), named('B')];
    const raw = [{ productId: jitomate.id, quantity: '1' }];
    const a = (await create(aName, raw, { productId: x.id, quantity: '1' })).json<Recipe>();
    const b = (await create(bName, raw, { productId: y.id, quantity: '1' })).json<Recipe>();
    const responses = await Promise.all([
      update(a.id, aName, [{ productId: y.id, quantity: '1' }]),
      update(b.id, bName, [{ productId: x.id, quantity: '1' }]),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().error.code).toBe('recipe_cycle');
  });

  it('refuses a batch unit the product cannot convert, and another restaurant’s product', async () => {
    const jitomate = await product({ name: 'Jitomate', currentPrice: '20', stockQuantity: '10' });
    const salsa = await product({ name: 'Salsa verde', unit: 'lt' });
    const before = await ctx.database.db.$count(recipes, eq(recipes.userId, owner.id));

    const kilos = await create(named('Salsa'), [{ productId: jitomate.id, quantity: '1' }], {
      productId: salsa.id,
      quantity: '2',
      unit: 'kg',
    });
    expect(kilos.statusCode).toBe(400);
    expect(kilos.json().error.code).toBe('unit_error');
    expect(kilos.json().error.message).toMatch(/densidad/);

    const theirs = await insertProduct(ctx.database.db, stranger.id, { name: 'Salsa ajena', unit: 'lt' });
    const foreign = await create(named('Salsa'), [{ productId: jitomate.id, quantity: '1' }], {
      productId: theirs.id,
      quantity: '2',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      code: 'unknown_product',
      message: RECIPE_MESSAGES.outputProductNotFound,
    });
    expect(await ctx.database.db.$count(recipes, eq(recipes.userId, owner.id))).toBe(before);

    const { recipe } = await salsaVerde();
    const stolen = await request('POST', '/api/preparations', stranger.cookie, {
      recipeId: recipe.id,
      quantityMultiplier: '1',
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('keeps the output when an update leaves it out and drops it with null', async () => {
    const { jitomate, salsa, recipe } = await salsaVerde();
    const lines = [{ productId: jitomate.id, quantity: '1' }];
    expect((await update(recipe.id, recipe.name, lines)).json<Recipe>().produces?.productId).toBe(salsa.id);
    expect((await update(recipe.id, recipe.name, lines, null)).json<Recipe>().produces).toBeNull();
  });
});
