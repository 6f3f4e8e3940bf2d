import { z } from 'zod';
import { lineText, multilineText } from '@common/fields';
import {
  aiRecipeResultSchema,
  generateRecipeInputSchema,
  recipeImageResultSchema,
  saveAiRecipeResultSchema,
  saveAiRecipeSchema,
} from '@common/assistant-recipes';
import { actorOf } from '../../../platform/actor';
import { restaurantAudience } from '../../../platform/audience';
import { aiRateLimit, aiSession } from '../session';
import { generateRecipe } from './generate-recipe';
import { createRecipeImage, regenerateRecipeImage } from './recipe-images';
import { saveAiRecipe } from './save-ai-recipe';

/** SPEC §7 generate-recipe-image body. */
const imageRequestSchema = z.object({
  recipeName: lineText().trim().min(1, 'El nombre es requerido').max(200),
  description: multilineText().max(1000).nullish(),
  ingredients: z.array(lineText().trim().min(1).max(200)).max(40).default([]),
});

/** Restaurant owners: the recipes come from, and go to, their own inventory and recipe book. */
export const aiRecipeRoutes = restaurantAudience(async (app) => {
  const tags = ['assistant'];
  const limited = { config: { actor: aiSession, rateLimit: aiRateLimit } };

  /** SPEC §7 create-recipe-ai: a proposal for the user's own inventory. */
  app.post(
    '/api/ai/recipes',
    { ...limited, schema: { tags, body: generateRecipeInputSchema, response: { 200: aiRecipeResultSchema } } },
    (request) => generateRecipe(app.db, app.ai, app.storage, actorOf(request).userId, request.body),
  );

  /** The proposal saved to the recipe book; ingredients not in the inventory are skipped. */
  app.post(
    '/api/ai/recipes/save',
    {
      config: { actor: aiSession },
      schema: { tags, body: saveAiRecipeSchema, response: { 200: saveAiRecipeResultSchema } },
    },
    (request) => saveAiRecipe(app.db, actorOf(request).userId, request.body),
  );

  /** SPEC §7 generate-recipe-image: a picture for a dish that is not saved yet. */
  app.post(
    '/api/ai/recipe-image',
    { ...limited, schema: { tags, body: imageRequestSchema, response: { 200: recipeImageResultSchema } } },
    async (request) => ({
      success: true as const,
      imageUrl: await createRecipeImage(app.ai, app.storage, actorOf(request).userId, {
        name: request.body.recipeName,
        description: request.body.description,
        ingredients: request.body.ingredients,
      }),
    }),
  );

  /** SPEC §4 recipe image: generate, or regenerate, the picture of a saved recipe. */
  app.post(
    '/api/recipes/:id/image',
    {
      ...limited,
      schema: {
        tags,
        params: z.object({ id: z.uuid('Receta no encontrada') }),
        response: { 200: recipeImageResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      imageUrl: await regenerateRecipeImage(app.db, app.ai, app.storage, actorOf(request).userId, request.params.id),
    }),
  );
});
