import { eq } from 'drizzle-orm';
import { AI_MESSAGES } from '@common/assistant';
import type { SaveAiRecipeResult, saveAiRecipeSchema } from '@common/assistant-recipes';
import type { z } from 'zod';
import { normalizeName } from '@common/inventory';
import { recipeInputSchema } from '@common/recipes';
import type { Database } from '../../../platform/db/client';
import { privateProducts } from '../../../platform/db/schema';
import { badRequest } from '../../../platform/errors';
import { createRecipe } from '../../recipes/recipes-service';
import { keyFromFileUrl } from '../../../platform/storage/keys';
import { RECIPE_IMAGE_BUCKET } from './recipe-images';

/**
 * Saves a proposal to the recipe book (SPEC §7): each ingredient becomes the user's product of the
 * same name, ignoring case; the others are skipped and reported. A product named twice adds up.
 */
export async function saveAiRecipe(
  db: Database,
  userId: string,
  input: z.output<typeof saveAiRecipeSchema>,
): Promise<SaveAiRecipeResult> {
  const products = await db
    .select({ id: privateProducts.id, name: privateProducts.name })
    .from(privateProducts)
    .where(eq(privateProducts.userId, userId));
  const byName = new Map(products.map((product) => [normalizeName(product.name), product.id]));
  const quantities = new Map<string, number>();
  const skipped: string[] = [];
  for (const item of input.ingredients) {
    const productId = byName.get(normalizeName(item.product_name));
    if (!productId) skipped.push(item.product_name);
    else quantities.set(productId, (quantities.get(productId) ?? 0) + Number(item.quantity));
  }
  if (quantities.size === 0) throw badRequest(AI_MESSAGES.noMatchingIngredients, 'no_matching_ingredients');
  const recipe = recipeInputSchema.parse({
    name: input.name,
    description: input.description?.slice(0, 500) ?? null,
    category: input.category,
    finalYield: input.final_yield,
    yieldUnit: input.yield_unit,
    preparationSteps: input.preparation_steps,
    ingredients: [...quantities].map(([productId, quantity]) => ({
      productId,
      quantity: String(Number(quantity.toFixed(3))),
    })),
  });
  // Only a picture this user generated may be attached.
  const imageKey = input.imageUrl ? keyFromFileUrl(RECIPE_IMAGE_BUCKET, input.imageUrl) : null;
  const imageUrl = imageKey?.startsWith(`${userId}/`) ? input.imageUrl : null;
  const saved = await createRecipe(db, userId, recipe, imageUrl);
  return { recipeId: saved.id, skipped };
}
