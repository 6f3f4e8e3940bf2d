import { madeProductCosts, productsMadeFrom, type Producer } from '@common/batch-costs';
import type { Ratio } from '@common/ratio';
import type { PricedLine } from '@common/recipe-costs';
import type { Queryable } from '../../platform/db/client';
import { selectOutputs, selectProductionGraph } from './output-queries';
import { selectIngredients } from './queries';

type Output = Awaited<ReturnType<typeof selectOutputs>>[number];
type MadeRead = { outputs?: readonly Output[]; known?: ReadonlyMap<string, readonly PricedLine[]> };

/**
 * The owner's batch recipes that make any of these products, and those that make the made products
 * they use in turn (decision 050), keyed by the product they make. The owner's outputs are one query
 * (pass them when already read); the lines of the batch recipes come from `known` (every recipe's
 * lines, when the whole book was read) or one query per level of the chain, whatever the book's size.
 */
export async function producersFor(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
  read: MadeRead = {},
): Promise<Map<string, Producer>> {
  const outputs = read.outputs ?? (await selectOutputs(db, ownerId, { all: true }));
  const producers = new Map<string, Producer>();
  if (outputs.length === 0) return producers;
  const byProduct = new Map(outputs.map((output) => [output.productId, output]));
  const lines = new Map<string, readonly PricedLine[]>(read.known);
  const seen = new Set(productIds);
  let wanted = [...seen].filter((id) => byProduct.has(id));
  while (wanted.length > 0) {
    const made = wanted.map((id) => byProduct.get(id)!);
    const missing = made.map((output) => output.recipeId).filter((id) => !lines.has(id));
    if (missing.length > 0) {
      const fetched = await selectIngredients(db, ownerId, { recipeIds: missing });
      for (const id of missing)
        lines.set(
          id,
          fetched.filter((line) => line.recipeId === id),
        );
    }
    for (const output of made) producers.set(output.productId, { output, ingredients: lines.get(output.recipeId)! });
    wanted = [...new Set(made.flatMap((output) => lines.get(output.recipeId)!.map((line) => line.productId)))].filter(
      (id) => !seen.has(id) && byProduct.has(id),
    );
    for (const id of wanted) seen.add(id);
  }
  return producers;
}

/** The live cost per base unit of those of these products that the owner's batch recipes make, at any depth. */
export async function madeCostsFor(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
  read: MadeRead = {},
): Promise<Map<string, Ratio>> {
  return madeProductCosts(await producersFor(db, ownerId, productIds, read));
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
