import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AiProvider } from '../../../platform/ai/types';
import type { Database } from '../../../platform/db/client';
import { recipeIngredients, recipes, privateProducts } from '../../../platform/db/schema';
import { RECIPE_MESSAGES } from '@common/recipes';
import { notFound } from '../../../platform/errors';
import { fileUrl, keyFromFileUrl } from '../../../platform/storage/keys';
import type { FileStorage } from '../../../platform/storage/types';

/** Recipe pictures: unguessable keys under the owner's id, served like ad images (decision 013). */
export const RECIPE_IMAGE_BUCKET = 'recipe-images';

export interface ImageSubject {
  name: string;
  description?: string | null;
  ingredients: string[];
}

/** Draws (offline) or asks the image model for the dish, stores it and answers its URL. */
export async function createRecipeImage(
  ai: AiProvider,
  storage: FileStorage,
  userId: string,
  subject: ImageSubject,
): Promise<string> {
  const prompt = [
    `Fotografía gastronómica profesional de "${subject.name}", platillo mexicano de restaurante, servido en plato de barro, luz natural, vista cenital.`,
    subject.description ? `Descripción: ${subject.description}.` : '',
    subject.ingredients.length ? `Ingredientes visibles: ${subject.ingredients.slice(0, 12).join(', ')}.` : '',
    'Sin texto ni personas.',
  ]
    .filter(Boolean)
    .join(' ');
  const image = await ai.generateImage({ prompt, subject: { title: subject.name, ingredients: subject.ingredients } });
  const key = await storage.put(
    RECIPE_IMAGE_BUCKET,
    `${userId}/${randomUUID()}.${image.extension}`,
    image.bytes,
    image.contentType,
  );
  return fileUrl(RECIPE_IMAGE_BUCKET, key);
}

/** SPEC §4: generates the picture of one of the user's recipes, replacing (and deleting) the one it had. */
export async function regenerateRecipeImage(
  db: Database,
  ai: AiProvider,
  storage: FileStorage,
  userId: string,
  recipeId: string,
): Promise<string> {
  const [recipe] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!recipe) throw notFound(RECIPE_MESSAGES.recipeNotFound);
  const ingredients = await db
    .select({ name: privateProducts.name })
    .from(recipeIngredients)
    .innerJoin(privateProducts, eq(privateProducts.id, recipeIngredients.productId))
    .where(eq(recipeIngredients.recipeId, recipeId));
  const imageUrl = await createRecipeImage(ai, storage, userId, {
    name: recipe.name,
    description: recipe.description,
    ingredients: ingredients.map((row) => row.name),
  });
  await db
    .update(recipes)
    .set({ imageUrl })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  const previous = recipe.imageUrl ? keyFromFileUrl(RECIPE_IMAGE_BUCKET, recipe.imageUrl) : null;
  if (previous?.startsWith(`${userId}/`)) await storage.delete(RECIPE_IMAGE_BUCKET, previous);
  return imageUrl;
}
