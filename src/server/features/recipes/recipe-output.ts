import { UnitError, unitLabel } from '@common/quantity';
import { batchBaseQuantity } from '@common/recipe-costs';
import { RECIPE_MESSAGES } from '@common/recipes';
import { toDecimal } from '@common/ratio';
import { QUANTITY_PLACES } from '@common/unit-costs';
import type { Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { lockProductionGraph, selectProductionGraph } from './output-queries';
import { selectProductUnits } from './queries';

type OutputInput = { productId: string; quantity: string; unit: string | null };

/**
 * What a batch recipe makes, as stored (decision 050): a product of the owner's that no other recipe
 * makes, a batch whose unit converts to the product's base unit (to at least 0.001 of it), and no
 * cycle — the product may not be among the recipe's ingredients, nor be used, through any chain of
 * batch recipes, to make one of them. Each refusal is a Spanish 400 and the caller's transaction
 * changes nothing. Holds the owner's production lock until the transaction ends.
 */
export async function storedOutput(
  db: Queryable,
  ownerId: string,
  params: { recipeId: string | null; output: OutputInput; ingredientIds: readonly string[] },
) {
  const { output } = params;
  await lockProductionGraph(db, ownerId);
  const [product] = await selectProductUnits(db, ownerId, { productIds: [output.productId] });
  if (!product) throw badRequest(RECIPE_MESSAGES.outputProductNotFound, 'unknown_product');
  const stored = { productId: product.id, quantity: output.quantity, unit: output.unit ?? product.unit };
  let base: string;
  try {
    base = toDecimal(batchBaseQuantity({ ...stored, productName: product.name, product }), QUANTITY_PLACES);
  } catch (error) {
    if (error instanceof UnitError) throw badRequest(error.message, 'unit_error');
    throw error;
  }
  if (Number(base) === 0)
    throw badRequest(RECIPE_MESSAGES.outputTooSmall(product.name, unitLabel(product.unit)), 'quantity_too_small');

  const others = (await selectProductionGraph(db, ownerId)).filter((row) => row.recipeId !== params.recipeId);
  const taken = others.find((row) => row.productId === product.id);
  if (taken) throw badRequest(RECIPE_MESSAGES.outputTaken(product.name, taken.recipeName), 'output_taken');
  const via = cycleVia(product.id, params.ingredientIds, others);
  if (via) throw badRequest(RECIPE_MESSAGES.cycle(product.name, via), 'recipe_cycle');
  return stored;
}

/**
 * The names of the made products through which `output` comes back to one of the ingredients
 * (empty when it is one of them), or null when no chain of batch recipes leads back.
 */
function cycleVia(
  output: string,
  ingredientIds: readonly string[],
  graph: ReadonlyArray<{ productId: string; productName: string; ingredientId: string | null }>,
): string[] | null {
  const seen = new Set<string>();
  const walk = (productId: string, path: string[]): string[] | null => {
    if (productId === output) return path;
    if (seen.has(productId)) return null;
    seen.add(productId);
    for (const row of graph) {
      if (row.productId !== productId || row.ingredientId === null) continue;
      const found = walk(row.ingredientId, [row.productName, ...path]);
      if (found) return found;
    }
    return null;
  };
  for (const id of ingredientIds) {
    const found = walk(id, []);
    if (found) return found;
  }
  return null;
}
