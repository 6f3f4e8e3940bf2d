import { z } from 'zod';
import { AI_MESSAGES } from '@common/assistant';
import type { AiRecipeResult, GenerateRecipeInput } from '@common/assistant-recipes';
import type { AiProvider } from '../../../platform/ai/types';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { FileStorage } from '../../../platform/storage/types';
import { RECIPE_CORPUS } from './corpus';
import type { CorpusRecipe } from './corpus/types';
import type { InventoryProduct } from './match-ingredients';
import { describeProposal, rankCorpus } from './propose-recipe';
import { createRecipeImage } from './recipe-images';
import { selectInventory } from './inventory-queries';

/** What a model is asked to return; the same shape as a corpus dish. */
const dishSchema = z.object({
  name: z.string().min(1).max(200),
  category: z.string().min(1).max(100),
  description: z.string().max(500),
  yield_amount: z.number().positive().max(10_000),
  yield_unit: z.string().min(1).max(50),
  ingredients: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        quantity: z.number().positive().max(100_000),
        unit: z.string().min(1).max(50),
      }),
    )
    .min(1)
    .max(40),
  steps: z.array(z.string().min(1).max(1000)).min(1).max(30),
});

const fromModel = (dish: z.infer<typeof dishSchema>): CorpusRecipe => ({
  name: dish.name,
  category: dish.category,
  description: dish.description,
  yield: [dish.yield_amount, dish.yield_unit],
  ingredients: dish.ingredients.map((item) => [item.name, item.quantity, item.unit]),
  steps: dish.steps,
});

const toModelShape = (dish: CorpusRecipe): z.infer<typeof dishSchema> => ({
  name: dish.name,
  category: dish.category,
  description: dish.description,
  yield_amount: dish.yield[0],
  yield_unit: dish.yield[1],
  ingredients: dish.ingredients.map(([name, quantity, unit]) => ({ name, quantity, unit })),
  steps: dish.steps,
});

/**
 * SPEC §7 create-recipe-ai: a dish for what the user has. Offline, the corpus dish the inventory
 * covers best (after the excluded ones; once all are excluded it starts over); with a model, its
 * proposal. Either way availability, missing ingredients and supplier offers come from the data.
 */
export async function generateRecipe(
  db: Queryable,
  ai: AiProvider,
  storage: FileStorage,
  userId: string,
  input: GenerateRecipeInput,
): Promise<AiRecipeResult> {
  const products: InventoryProduct[] = await selectInventory(db, userId);
  if (products.length === 0) throw new AppError(400, 'no_products', AI_MESSAGES.noProducts);
  const exclude = input?.exclude ?? [];
  const offline = async () => {
    const ranked = rankCorpus(RECIPE_CORPUS, products, { category: input?.category, exclude });
    const [best] =
      ranked.length > 0 ? ranked : rankCorpus(RECIPE_CORPUS, products, { category: input?.category, exclude: [] });
    return toModelShape(best ?? rankCorpus(RECIPE_CORPUS, products, { exclude: [] })[0]);
  };
  const dish = await ai.generateStructured({
    schema: dishSchema,
    system:
      'Eres chef ejecutivo de un restaurante mexicano. Propón una receta de restaurante en español de México que use lo más posible el inventario del usuario. Cantidades para el rendimiento indicado, en kg, litro o pieza.',
    prompt: [
      `Inventario: ${products.map((product) => `${product.name} (${product.stockQuantity} ${product.unit})`).join('; ')}.`,
      input?.category ? `Categoría deseada: ${input.category}.` : '',
      exclude.length ? `No repitas: ${exclude.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    offline,
  });
  const proposal = await describeProposal(db, fromModel(dish), products);
  const imageUrl = await createRecipeImage(ai, storage, userId, {
    name: proposal.recipe.name,
    description: proposal.recipe.description,
    ingredients: proposal.recipe.ingredients.map((item) => item.product_name),
  });
  return { success: true, recipe: proposal.recipe, imageUrl, supplier_suggestions: proposal.supplier_suggestions };
}
