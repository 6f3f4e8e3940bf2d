import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/assistant';
import { normalizeName } from '@common/inventory';
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
      saved.ingredients.map((item: { productName: string; quantity: string }) => [item.productName, item.quantity]),
    ).toEqual([
      ['Aceite vegetal', '0.080'],
      ['Cebolla blanca', '0.250'],
      ['Jitomate saladet', '0.600'],
      ['Tortilla de maíz', '0.800'],
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
