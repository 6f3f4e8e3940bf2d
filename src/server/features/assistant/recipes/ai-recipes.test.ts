import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/assistant';
import { normalizeName } from '@common/inventory';
import { privateProducts } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/users';
import { seedKitchen, type SeededKitchen } from '../test/seed';
import { RECIPE_CORPUS } from './corpus';
import { isSameIngredient } from './match-ingredients';
import { describeProposal } from './propose-recipe';

let ctx: TestApp;
let kitchen: SeededKitchen;

beforeAll(async () => {
  ctx = await createTestApp();
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie = kitchen.owner.cookie) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('the built-in recipe corpus', () => {
  it('has at least 40 distinct Mexican restaurant dishes, each complete', () => {
    expect(RECIPE_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RECIPE_CORPUS.map((dish) => normalizeName(dish.name))).size).toBe(RECIPE_CORPUS.length);
    for (const dish of RECIPE_CORPUS) {
      expect(dish.ingredients.length, dish.name).toBeGreaterThanOrEqual(2);
      expect(dish.steps.length, dish.name).toBeGreaterThanOrEqual(2);
      expect(dish.yield[0], dish.name).toBeGreaterThan(0);
      for (const [, quantity, unit] of dish.ingredients) expect(quantity > 0 && unit.length > 0, dish.name).toBe(true);
    }
  });

  it('matches ingredients to products ignoring case, accents, plurals and extra words', () => {
    expect(isSameIngredient('Jitomate', 'Jitomate saladet')).toBe(true);
    expect(isSameIngredient('Limón', 'limones')).toBe(true);
    expect(isSameIngredient('Tortilla de maíz', 'TORTILLA DE MAIZ')).toBe(true);
    expect(isSameIngredient('Cebolla blanca', 'Cebolla morada')).toBe(false);
    expect(isSameIngredient('Queso fresco', 'Queso Oaxaca')).toBe(false);
  });
});

describe('POST /api/ai/recipes (offline)', () => {
  it('proposes the dish the inventory covers best, named as in the inventory', async () => {
    const response = await post('/api/ai/recipes', {});
    expect(response.statusCode).toBe(200);
    const { recipe, imageUrl, success } = response.json();
    expect(success).toBe(true);
    expect(recipe.name).toBe('Huevos a la mexicana');
    expect(recipe.ingredients).toContainEqual({
      product_name: 'Jitomate saladet',
      quantity: '0.6',
      unit: 'kg',
      available_quantity: '3',
    });
    expect(recipe.ingredients).toContainEqual({
      product_name: 'Huevo',
      quantity: '25',
      unit: 'pieza',
      available_quantity: '0',
    });
    expect(recipe.missing_ingredients).toEqual(['Huevo', 'Chile serrano', 'Sal']);
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('offers another dish when asked to skip the first, and honours a category', async () => {
    const other = (await post('/api/ai/recipes', { exclude: ['Huevos a la mexicana'] })).json();
    expect(other.recipe.name).not.toBe('Huevos a la mexicana');
    const starter = (await post('/api/ai/recipes', { category: 'Entradas' })).json();
    expect(starter.recipe).toMatchObject({ name: 'Guacamole', category: 'Entradas' });
  });

  it('suggests the cheapest subscribed supplier for what is short, with its company data', async () => {
    const dish = RECIPE_CORPUS.find((item) => item.name === 'Chiles rellenos de queso')!;
    const products = Object.values(kitchen.products).map((product) => ({
      ...product,
      stockQuantity: product.stockQuantity ?? '0',
      currentPrice: product.currentPrice,
    }));
    const { supplier_suggestions } = await describeProposal(ctx.database.db, dish, products);
    expect(supplier_suggestions).toEqual([
      {
        ingredient: 'Queso Oaxaca',
        quantity_needed: '0.8',
        reason: 'Tienes 0 kg y la receta pide 0.8 kg',
        supplier: {
          company_name: 'Frescos del Valle',
          product_name: 'Queso Oaxaca',
          price: '139.00',
          unit: 'kg',
          phone: '5512345678',
          address: 'Central de Abasto',
        },
      },
    ]);
  });

  it('answers “No hay productos” to an empty inventory', async () => {
    const empty = await signUpWithRole(ctx.app, 'restaurant_owner');
    const response = await post('/api/ai/recipes', {}, empty.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AI_MESSAGES.noProducts);
  });
});

describe('saving a proposal and recipe images', () => {
  it('saves matched ingredients to the recipe book and skips the rest', async () => {
    const { recipe, imageUrl } = (await post('/api/ai/recipes', {})).json();
    const response = await post('/api/ai/recipes/save', { ...recipe, ingredients: recipe.ingredients, imageUrl });
    expect(response.statusCode).toBe(200);
    const { recipeId, skipped } = response.json();
    expect(skipped).toEqual(['Huevo', 'Chile serrano', 'Sal']);
    const saved = (
      await ctx.app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie: kitchen.owner.cookie } })
    )
      .json()
      .find((row: { id: string }) => row.id === recipeId);
    expect(saved.imageUrl).toBe(imageUrl);
    expect(
      saved.ingredients.map((item: { productName: string; quantity: string; unit: string }) => [
        item.productName,
        item.quantity,
        item.unit,
      ]),
    ).toEqual([
      ['Aceite vegetal', '0.080', 'lt'],
      ['Cebolla blanca', '0.250', 'kg'],
      ['Jitomate saladet', '0.600', 'kg'],
      ['Tortilla de maíz', '0.800', 'kg'],
    ]);
    expect(saved.preparationSteps).toEqual(recipe.preparation_steps);
    expect(saved.missingIngredients).toEqual([
      { name: 'Huevo', quantity: '25', unit: 'pieza', reason: 'No está en tu inventario' },
      { name: 'Chile serrano', quantity: '0.05', unit: 'kg', reason: 'No está en tu inventario' },
      { name: 'Sal', quantity: '0.015', unit: 'kg', reason: 'No está en tu inventario' },
    ]);
    const none = await post('/api/ai/recipes/save', {
      ...recipe,
      ingredients: [{ product_name: 'Huevo', quantity: '2' }],
    });
    expect(none.json().error.message).toBe(AI_MESSAGES.noMatchingIngredients);
  });

  it('regenerates a recipe’s picture, deleting the old one; other users get 404', async () => {
    const { recipe, imageUrl } = (await post('/api/ai/recipes', { category: 'Entradas' })).json();
    const { recipeId } = (await post('/api/ai/recipes/save', { ...recipe, imageUrl })).json();
    const response = await post(`/api/recipes/${recipeId}/image`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().imageUrl).not.toBe(imageUrl);
    expect((await ctx.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: response.json().imageUrl })).statusCode).toBe(200);
    expect((await post(`/api/recipes/${recipeId}/image`, {}, kitchen.other.cookie)).statusCode).toBe(404);
  });

  it('§7 generate-recipe-image draws a dish that is not saved yet, the same one for the same dish', async () => {
    const body = {
      recipeName: 'Pozole rojo',
      description: 'Con cerdo',
      ingredients: ['Maíz pozolero', 'Carne de cerdo'],
    };
    const first = await post('/api/ai/recipe-image', body);
    expect(first.json()).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/api\/files\/recipe-images\/\w+\/[0-9a-f-]{36}\.png$/),
    });
    const second = await post('/api/ai/recipe-image', { ...body, ingredients: [...body.ingredients].reverse() });
    const bytes = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).rawPayload;
    expect(await bytes(second.json().imageUrl)).toEqual(await bytes(first.json().imageUrl));
    expect((await post('/api/ai/recipe-image', body, '')).statusCode).toBe(401);
  });
});

describe('saving a proposal in its units (decision 036)', () => {
  it('keeps each line in the proposal’s unit when the product converts it, and stores the rest as missing with the reason', async () => {
    const cook = await signUpWithRole(ctx.app, 'restaurant_owner');
    const insert = (values: Omit<typeof privateProducts.$inferInsert, 'userId'>) =>
      ctx.database.db
        .insert(privateProducts)
        .values({ userId: cook.id, stockQuantity: '5', ...values })
        .returning();
    await insert({ name: 'Aceite de oliva', unit: 'kg', currentPrice: '230.00', densityKgPerL: '0.92' });
    await insert({ name: 'Crema', unit: 'lt', currentPrice: '60.00' });
    await insert({ name: 'Leche', unit: 'pza', currentPrice: '28.00' });
    await insert({ name: 'Arroz', unit: 'kg', currentPrice: '30.00' });
    const body = {
      name: 'Arroz cremoso',
      final_yield: '4',
      yield_unit: 'porción',
      ingredients: [
        { product_name: 'Aceite de oliva', quantity: '0.1', unit: 'litro' },
        { product_name: 'crema', quantity: '0.1', unit: 'litro' },
        { product_name: 'Leche', quantity: '0.5', unit: 'litro' },
        { product_name: 'Arroz', quantity: '0.25', unit: 'kg' },
        { product_name: 'Arroz', quantity: '0.15', unit: 'kg' },
        { product_name: 'Azafrán', quantity: '0.001', unit: 'kg' },
      ],
      preparation_steps: ['Sofríe el arroz en el aceite.', 'Agrega la crema y cuece.'],
    };
    const response = await post('/api/ai/recipes/save', body, cook.cookie);
    expect(response.statusCode).toBe(200);
    const leche =
      'No se puede convertir l a pza en «Leche»: agrega la densidad del producto (1 l ≈ … kg) y el peso por pieza del producto (1 pza ≈ … g)';
    const missing = [
      { name: 'Leche', quantity: '0.5', unit: 'litro', reason: leche },
      { name: 'Azafrán', quantity: '0.001', unit: 'kg', reason: 'No está en tu inventario' },
    ];
    expect(response.json()).toEqual({ recipeId: expect.any(String), skipped: ['Leche', 'Azafrán'], missing });

    const saved = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/recipes/${response.json().recipeId}`,
        headers: { cookie: cook.cookie },
      })
    ).json();
    expect(
      saved.ingredients.map((item: Record<string, string>) => [
        item.productName,
        item.quantity,
        item.unit,
        item.grossQuantity,
        item.lineCost,
      ]),
    ).toEqual([
      // 0.1 l × 0.92 kg/l = 0.092 kg × $230 = $21.16; never "0.05 pza".
      ['Aceite de oliva', '0.100', 'lt', '0.092', '21.16'],
      ['Arroz', '0.400', 'kg', '0.400', '12.00'],
      ['Crema', '0.100', 'lt', '0.100', '6.00'],
    ]);
    expect(saved).toMatchObject({
      totalCost: '39.16',
      missingIngredients: missing,
      preparationSteps: body.preparation_steps,
    });

    const nothing = await post('/api/ai/recipes/save', { ...body, ingredients: [body.ingredients[2]] }, cook.cookie);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(AI_MESSAGES.noMatchingIngredients);
    const long = await post(
      '/api/ai/recipes/save',
      { ...body, ingredients: [{ ...body.ingredients[0], unit: 'x'.repeat(51) }] },
      cook.cookie,
    );
    expect(long.statusCode).toBe(400);
    const recipes = await ctx.app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie: cook.cookie } });
    expect(recipes.json()).toHaveLength(1);
  });

  it('compares the stock with the dish in the dish’s unit when proposing', async () => {
    const products = [
      { id: 'a', name: 'Aceite vegetal', unit: 'ml', stockQuantity: '500', currentPrice: '0.05' },
      { id: 'b', name: 'Tortilla de maíz', unit: 'pza', stockQuantity: '100', currentPrice: '1' },
    ];
    const dish = RECIPE_CORPUS.find((item) => item.name === 'Huevos a la mexicana')!;
    const { recipe } = await describeProposal(ctx.database.db, dish, products);
    expect(recipe.ingredients).toContainEqual({
      product_name: 'Aceite vegetal',
      quantity: '0.08',
      unit: 'litro',
      available_quantity: '0.5',
    });
    // 100 tortillas without a piece weight cannot be compared with 0.8 kg: missing, with nothing available.
    expect(recipe.ingredients).toContainEqual({
      product_name: 'Tortilla de maíz',
      quantity: '0.8',
      unit: 'kg',
      available_quantity: '0',
    });
    expect(recipe.missing_ingredients).toContain('Tortilla de maíz');
    expect(recipe.missing_ingredients).not.toContain('Aceite vegetal');
  });
});
