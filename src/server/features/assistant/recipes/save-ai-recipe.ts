import type { z } from 'zod';
import { AI_MESSAGES } from '@common/assistant';
import { NOT_IN_INVENTORY, type SaveAiRecipeResult, type saveAiRecipeSchema } from '@common/assistant-recipes';
import { normalizeName } from '@common/inventory';
import { convert, UnitError, unitLabel } from '@common/quantity';
import { add, exactDecimal, ratioOf, toDecimal, type Ratio } from '@common/ratio';
import { RECIPE_MESSAGES, recipeInputSchema, type MissingIngredient } from '@common/recipes';
import { QUANTITY_PLACES } from '@common/unit-costs';
import { canonicalUnit } from '@common/units';
import type { Database } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import { keyFromFileUrl } from '../../../platform/storage/keys';
import { createRecipe } from '../../recipes/recipes-service';
import { selectInventory } from './inventory-queries';
import type { InventoryProduct } from './match-ingredients';
import { RECIPE_IMAGE_BUCKET } from './recipe-images';

type SaveInput = z.output<typeof saveAiRecipeSchema>;
type Proposed = SaveInput['ingredients'][number];

/**
 * Why a proposed ingredient cannot be a line of this product, or null when it can: its unit must
 * convert to the product's base unit (never "0.05 pza" of aceite) to at least 0.001 of it.
 */
function unitProblem(item: Proposed, unit: string, product: InventoryProduct): string | null {
  try {
    const base = convert(item.quantity, unit, product.unit, product);
    return ratioOf(toDecimal(base, QUANTITY_PLACES)).num === 0n
      ? RECIPE_MESSAGES.quantityTooSmall(product.name, unitLabel(product.unit))
      : null;
  } catch (error) {
    if (error instanceof UnitError) return error.message;
    throw error;
  }
}

/**
 * The proposal's ingredients as recipe lines in their own unit (0.1 litro of aceite stays 0.1 l;
 * with the product kept in kg it converts through the density when costed), the same product in
 * the same unit added up; the others as missing ingredients with the reason (decision 036).
 */
export function linesOfProposal(ingredients: readonly Proposed[], products: readonly InventoryProduct[]) {
  const byName = new Map(products.map((product) => [normalizeName(product.name), product]));
  const lines = new Map<string, { productId: string; unit: string; quantity: Ratio }>();
  const missing: MissingIngredient[] = [];
  for (const item of ingredients) {
    const product = byName.get(normalizeName(item.product_name));
    const unit = item.unit ? canonicalUnit(item.unit) : product?.unit;
    const reason = !product || !unit ? NOT_IN_INVENTORY : unitProblem(item, unit, product);
    if (!product || !unit || reason) {
      missing.push({ name: item.product_name, quantity: item.quantity, unit: item.unit ?? '', reason: reason! });
      continue;
    }
    const key = `${product.id}|${unit}`;
    const previous = lines.get(key);
    const quantity = ratioOf(item.quantity);
    lines.set(key, { productId: product.id, unit, quantity: previous ? add(previous.quantity, quantity) : quantity });
  }
  return {
    lines: [...lines.values()].map((line) => ({
      productId: line.productId,
      unit: line.unit,
      quantity: exactDecimal(line.quantity) ?? toDecimal(line.quantity, QUANTITY_PLACES),
    })),
    missing,
  };
}

/** Saves a proposal to the recipe book (SPEC §7) with its steps, its lines in their units and what is missing. */
export async function saveAiRecipe(db: Database, userId: string, input: SaveInput): Promise<SaveAiRecipeResult> {
  const { lines, missing } = linesOfProposal(input.ingredients, await selectInventory(db, userId));
  if (lines.length === 0) throw badRequest(AI_MESSAGES.noMatchingIngredients, 'no_matching_ingredients');
  const recipe = recipeInputSchema.parse({
    name: input.name,
    description: input.description?.slice(0, 500) ?? null,
    category: input.category,
    finalYield: input.final_yield,
    yieldUnit: input.yield_unit,
    preparationSteps: input.preparation_steps,
    ingredients: lines,
    missingIngredients: missing,
  });
  // Only a picture this user generated may be attached.
  const imageKey = input.imageUrl ? keyFromFileUrl(RECIPE_IMAGE_BUCKET, input.imageUrl) : null;
  const imageUrl = imageKey?.startsWith(`${userId}/`) ? input.imageUrl : null;
  const saved = await createRecipe(db, userId, recipe, imageUrl);
  return { recipeId: saved.id, skipped: missing.map((item) => item.name), missing };
}
