import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { seedKitchen, type SeededKitchen } from '../test/seed';

let upstream: FakeOpenAi;
let ctx: TestApp;
let kitchen: SeededKitchen;

beforeAll(async () => {
  upstream = await startFakeOpenAi();
  upstream.image = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer(),
  );
  ctx = await createTestApp({
    AI_BASE_URL: upstream.baseUrl,
    AI_MODEL: 'modelo-prueba',
    AI_IMAGE_MODEL: 'modelo-imagen',
  });
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await upstream.close();
});

const generate = () =>
  ctx.app.inject({ method: 'POST', url: '/api/ai/recipes', headers: { cookie: kitchen.owner.cookie }, payload: {} });

const modelDish = {
  name: 'Tacos de arrachera con salsa macha',
  category: 'Antojitos',
  description: 'Arrachera asada en tortilla con salsa macha.',
  yield_amount: 10,
  yield_unit: 'orden',
  ingredients: [
    { name: 'Arrachera', quantity: 2, unit: 'kg' },
    { name: 'Tortilla de maíz', quantity: 1, unit: 'kg' },
    { name: 'Salsa macha', quantity: 0.2, unit: 'kg' },
  ],
  steps: ['Asa la arrachera.', 'Sirve en tortilla con salsa macha.'],
};

describe('AI recipes with a model configured', () => {
  it('uses the model’s dish, with availability and missing ingredients from the user’s data, and its picture', async () => {
    upstream.respond({ pieces: [JSON.stringify(modelDish)] });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const { recipe, imageUrl } = response.json();
    expect(recipe.name).toBe('Tacos de arrachera con salsa macha');
    expect(recipe.ingredients).toEqual([
      { product_name: 'Arrachera', quantity: '2', unit: 'kg', available_quantity: '8' },
      { product_name: 'Tortilla de maíz', quantity: '1', unit: 'kg', available_quantity: '40' },
      { product_name: 'Salsa macha', quantity: '0.2', unit: 'kg', available_quantity: '0' },
    ]);
    expect(recipe.missing_ingredients).toEqual(['Salsa macha']);
    const prompt = JSON.stringify(
      upstream.requests.find((request) => request.path.endsWith('/chat/completions'))!.body,
    );
    expect(prompt).toContain('Arrachera (8.000 kg)');
    expect(upstream.requests.at(-1)).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'modelo-imagen' },
    });
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(new Uint8Array(served.rawPayload)).toEqual(upstream.image);
  });

  it('falls back to the built-in corpus and illustration when the model fails', async () => {
    upstream.respond({ status: 500 });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.name).toBe('Huevos a la mexicana');
    const served = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 768, height: 512 });
  });
});
