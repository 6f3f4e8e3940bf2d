import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHEF_SUGGESTIONS, SUGGESTED_QUESTIONS } from '@common/assistant';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedKitchen, type SeededKitchen } from './test/seed';
import { parseStream } from './test/sse-client';

let ctx: TestApp;
let kitchen: SeededKitchen;

beforeAll(async () => {
  ctx = await createTestApp();
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

describe('with no AI_* configured', () => {
  it('every AI feature answers without any outgoing HTTP request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const httpSpy = vi.spyOn(http, 'request');
    const httpsSpy = vi.spyOn(https, 'request');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: kitchen.owner.cookie }, payload });
    try {
      for (const question of SUGGESTED_QUESTIONS) {
        const stream = parseStream(
          (await post('/api/ai/chat', { messages: [{ role: 'user', content: question }] })).body,
        );
        expect(stream.done && stream.text.length > 0).toBe(true);
      }
      const { recipe, imageUrl } = (await post('/api/ai/recipes', {})).json();
      expect(imageUrl).toMatch(/\.png$/);
      const chefRecipe = {
        ...recipe,
        ingredients: recipe.ingredients.map((item: { product_name: string }) => ({ ...item, name: item.product_name })),
        cost_per_unit: null,
      };
      for (const question of CHEF_SUGGESTIONS) {
        const stream = parseStream(
          (
            await post('/api/ai/culinary-school', {
              recipe: chefRecipe,
              messages: [{ role: 'user', content: question }],
            })
          ).body,
        );
        expect(stream.done && stream.text.length > 0).toBe(true);
      }
      const { recipeId } = (await post('/api/ai/recipes/save', { ...recipe, imageUrl })).json();
      expect((await post(`/api/recipes/${recipeId}/image`, {})).statusCode).toBe(200);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(httpSpy).not.toHaveBeenCalled();
      expect(httpsSpy).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
