import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recipeIngredients, recipes } from '../../platform/db/schema';
import { insertProduct } from '../../test/products';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let chef: TestUser;
let intruder: TestUser;
let tortilla: { id: string };
let carne: { id: string };
let foreign: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  chef = await signUpWithRole(ctx.app, 'restaurant_owner');
  intruder = await signUpWithRole(ctx.app, 'restaurant_owner');
  tortilla = await insertProduct(ctx.database.db, chef.id, {
    name: 'Tortilla',
    currentPrice: '0.10',
    stockQuantity: '100',
  });
  carne = await insertProduct(ctx.database.db, chef.id, {
    name: 'Pastor',
    currentPrice: '135.00',
    stockQuantity: '10',
  });
  foreign = await insertProduct(ctx.database.db, intruder.id, { name: 'Ajeno', currentPrice: '1.00' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const tacos = (overrides: object = {}) => ({
  name: 'Tacos al pastor',
  category: 'Tacos',
  finalYield: '10',
  yieldUnit: 'orden',
  salePrice: '25',
  ingredients: [
    { productId: tortilla.id, quantity: '3' },
    { productId: carne.id, quantity: '0.5' },
  ],
  ...overrides,
});

describe('recipes', () => {
  it('costs each line, the total and the unit from current prices, with food cost and margin', async () => {
    const response = await call('POST', '/api/recipes', chef, tacos());
    expect(response.statusCode).toBe(200);
    const recipe = response.json();
    expect(
      recipe.ingredients.map((item: { productName: string; lineCost: string }) => [item.productName, item.lineCost]),
    ).toEqual([
      ['Pastor', '67.50'],
      ['Tortilla', '0.30'],
    ]);
    expect(recipe).toMatchObject({
      totalCost: '67.80',
      costPerUnit: '6.78',
      foodCostPercent: '27.1',
      margin: '18.22',
      canPrepare: true,
    });
  });

  it('replaces the ingredients on update, in one transaction', async () => {
    const { id } = (await call('POST', '/api/recipes', chef, tacos({ name: 'Gringas' }))).json();
    const updated = await call(
      'PUT',
      `/api/recipes/${id}`,
      chef,
      tacos({ name: 'Gringas', ingredients: [{ productId: tortilla.id, quantity: '4' }] }),
    );
    expect(updated.json().ingredients).toHaveLength(1);
    expect(updated.json().totalCost).toBe('0.40');
    const failed = await call(
      'PUT',
      `/api/recipes/${id}`,
      chef,
      tacos({ name: 'Cambiada', ingredients: [{ productId: foreign.id, quantity: '1' }] }),
    );
    expect(failed.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, id));
    expect(row.name).toBe('Gringas');
    expect(await ctx.database.db.$count(recipeIngredients, eq(recipeIngredients.recipeId, id))).toBe(1);
  });

  it('searches by name or category, ignoring case', async () => {
    await call('POST', '/api/recipes', chef, tacos({ name: 'Agua de horchata', category: 'Bebidas' }));
    const names = async (search: string) =>
      (await call('GET', `/api/recipes?search=${encodeURIComponent(search)}`, chef))
        .json()
        .map((recipe: { name: string }) => recipe.name);
    expect(await names('BEBIDAS')).toEqual(['Agua de horchata']);
    expect(await names('horch')).toEqual(['Agua de horchata']);
  });

  it('rejects bad recipes in Spanish and cannot use another user’s product', async () => {
    const bad = await call('POST', '/api/recipes', chef, { name: '', finalYield: '', yieldUnit: '', ingredients: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'El nombre es requerido',
      finalYield: 'El rendimiento es requerido',
      yieldUnit: 'La unidad es requerida',
      ingredients: 'Agrega al menos un ingrediente',
    });
    const before = await ctx.database.db.$count(recipes);
    const stolen = await call(
      'POST',
      '/api/recipes',
      chef,
      tacos({ ingredients: [{ productId: foreign.id, quantity: '1' }] }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('Uno de los ingredientes no existe en tu inventario');
    expect(await ctx.database.db.$count(recipes)).toBe(before);
  });

  it("answers 404 for another user's recipe and leaves it alone", async () => {
    const { id } = (await call('POST', '/api/recipes', chef, tacos({ name: 'Privada' }))).json();
    expect((await call('GET', `/api/recipes/${id}`, intruder)).statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/recipes/${id}`,
          intruder,
          tacos({ ingredients: [{ productId: foreign.id, quantity: '1' }] }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/recipes/${id}`, intruder)).statusCode).toBe(404);
    expect((await call('GET', '/api/recipes', intruder)).json()).toEqual([]);
    expect((await call('DELETE', `/api/recipes/${id}`, chef)).statusCode).toBe(200);
  });
});

describe('recipe categories', () => {
  it('creates, rejects duplicates ignoring case, updates and deletes', async () => {
    const created = await call('POST', '/api/recipe-categories', chef, { name: 'Postres', description: 'Dulces' });
    expect(created.statusCode).toBe(200);
    const duplicate = await call('POST', '/api/recipe-categories', chef, { name: 'POSTRES' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Esta categoría ya existe');
    expect((await call('POST', '/api/recipe-categories', intruder, { name: 'Postres' })).statusCode).toBe(200);
    const { id } = created.json();
    expect((await call('PUT', `/api/recipe-categories/${id}`, intruder, { name: 'Robada' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/recipe-categories/${id}`, chef, { name: 'Postres mexicanos' })).json().name).toBe(
      'Postres mexicanos',
    );
    expect((await call('GET', '/api/recipe-categories?search=mex', chef)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/recipe-categories/${id}`, intruder)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/recipe-categories/${id}`, chef)).statusCode).toBe(200);
    expect((await call('GET', '/api/recipe-categories', chef)).json()).toEqual([]);
  });

  it('validates names', async () => {
    const response = await call('POST', '/api/recipe-categories', chef, { name: ' ', description: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.name).toBe('El nombre es requerido');
  });
});
