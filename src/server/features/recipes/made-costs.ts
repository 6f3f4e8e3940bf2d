import { madeProductCosts, productsMadeFrom, type Producer } from '@common/batch-costs';
import type { Ratio } from '@common/ratio';
import type { Queryable } from '../../platform/db/client';
import { selectOutputs, selectProductionGraph } from './output-queries';
import { selectIngredients } from './queries';

/**
 * The owner's batch recipes that make any of these products, and those that make the made products
 * they use in turn (decision 050), keyed by the product they make. Two queries per level of the
 * chain, whatever the size of the recipe book.
 */
export async function producersFor(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
): Promise<Map<string, Producer>> {
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
  return producers;
}

/** The live cost per base unit of those of these products that the owner's batch recipes make, at any depth. */
export async function madeCostsFor(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
): Promise<Map<string, Ratio>> {
  return madeProductCosts(await producersFor(db, ownerId, productIds));
}

/** For each of these products, what the owner's batch recipes make from it through any chain of them. */
export async function productsMadeFromEach(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const graph = await selectProductionGraph(db, ownerId);
  return new Map(productIds.map((id) => [id, productsMadeFrom(id, graph)]));
}
