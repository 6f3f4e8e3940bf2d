import { madeProductCosts, type Producer } from '@common/batch-costs';
import type { Ratio } from '@common/ratio';
import type { Queryable } from '../../platform/db/client';
import { selectOutputs } from './output-queries';
import { selectIngredients } from './queries';

/**
 * The live cost per base unit of those of these products that the owner's batch recipes make, and
 * of the made products those recipes use in turn (decision 050). Two queries per level of the chain,
 * whatever the size of the recipe book.
 */
export async function madeCostsFor(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
): Promise<Map<string, Ratio>> {
  const producers = new Map<string, Producer>();
  const seen = new Set(productIds);
  let wanted = [...seen];
  while (wanted.length > 0) {
    const outputs = await selectOutputs(db, ownerId, { productIds: wanted });
    if (outputs.length === 0) break;
    const lines = await selectIngredients(db, ownerId, { recipeIds: outputs.map((output) => output.recipeId) });
    for (const output of outputs)
      producers.set(output.productId, {
        output,
        ingredients: lines.filter((line) => line.recipeId === output.recipeId),
      });
    wanted = [...new Set(lines.map((line) => line.productId))].filter((id) => !seen.has(id));
    for (const id of wanted) seen.add(id);
  }
  return madeProductCosts(producers);
}
