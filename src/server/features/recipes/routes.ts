import { z } from 'zod';
import { searchText } from '@common/fields';
import {
  preparationInputSchema,
  preparationSchema,
  recipeCategoryInputSchema,
  recipeCategorySchema,
  recipeInputSchema,
  recipeSchema,
} from '@common/recipes';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service';
import { listRecentPreparations, prepareRecipe } from './preparations-service';
import { addRecipe, deleteRecipe, getRecipe, searchRecipes, updateRecipe } from './recipes-service';

const idParams = z.object({ id: z.uuid('Identificador inválido') });
const searchQuery = z.object({ search: searchText() });
const ok = z.object({ ok: z.literal(true) });

export const recipeRoutes = restaurantAudience(async (app) => {
  const tags = ['recipes'];

  app.get(
    '/api/recipes',
    { schema: { tags, querystring: searchQuery, response: { 200: z.array(recipeSchema) } } },
    async (request) => searchRecipes(app.db, actorOf(request), request.query.search),
  );
  app.get(
    '/api/recipes/:id',
    { schema: { tags, params: idParams, response: { 200: recipeSchema } } },
    async (request) => getRecipe(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/recipes',
    { schema: { tags, body: recipeInputSchema, response: { 200: recipeSchema } } },
    async (request) => addRecipe(app.db, actorOf(request), request.body),
  );
  app.put(
    '/api/recipes/:id',
    { schema: { tags, params: idParams, body: recipeInputSchema, response: { 200: recipeSchema } } },
    async (request) => updateRecipe(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/api/recipes/:id', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await deleteRecipe(app.db, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  app.get(
    '/api/recipe-categories',
    { schema: { tags, querystring: searchQuery, response: { 200: z.array(recipeCategorySchema) } } },
    async (request) => listCategories(app.db, actorOf(request), request.query.search),
  );
  app.post(
    '/api/recipe-categories',
    { schema: { tags, body: recipeCategoryInputSchema, response: { 200: recipeCategorySchema } } },
    async (request) => createCategory(app.db, actorOf(request), request.body),
  );
  app.put(
    '/api/recipe-categories/:id',
    { schema: { tags, params: idParams, body: recipeCategoryInputSchema, response: { 200: recipeCategorySchema } } },
    async (request) => updateCategory(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/recipe-categories/:id',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await deleteCategory(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get('/api/preparations', { schema: { tags, response: { 200: z.array(preparationSchema) } } }, async (request) =>
    listRecentPreparations(app.db, actorOf(request)),
  );
  app.post(
    '/api/preparations',
    { schema: { tags, body: preparationInputSchema, response: { 200: preparationSchema } } },
    async (request) => prepareRecipe(app.db, actorOf(request), request.body),
  );
});
