import { UnitError } from './quantity';
import { ratioText, type Ratio } from './ratio';
import { batchUnitCost, type BatchOutput, type PricedLine } from './recipe-costs';

/** A batch recipe as costing needs it: what it makes and its lines. */
export interface Producer {
  output: BatchOutput;
  ingredients: readonly PricedLine[];
}

type CostOf = (productId: string) => Ratio | null | undefined;

/** The lines with `unitCost` set for the products a recipe makes (their live cost per base unit). */
export const withMadeCosts = <T extends PricedLine>(
  lines: readonly T[],
  costOf: CostOf,
): Array<T & { unitCost: string | null }> =>
  lines.map((line) => {
    const cost = costOf(line.productId);
    return { ...line, unitCost: cost ? ratioText(cost) : null };
  });

/**
 * The live cost of one base unit of each product a recipe makes, keyed by product id (decision
 * 050): its batch recipe's current cost ÷ yield, with the made products among its own ingredients
 * costed the same way first, so a raw price change reaches every dish through its preparations.
 * A product whose batch unit no longer converts has none (its stored price counts). Saving refuses
 * cycles; should one exist, the line that closes it counts at its stored price rather than looping.
 */
export function madeProductCosts(producers: ReadonlyMap<string, Producer>): Map<string, Ratio> {
  const costs = new Map<string, Ratio | null>();
  const visiting = new Set<string>();
  const costOf = (productId: string): Ratio | null => {
    const known = costs.get(productId);
    if (known !== undefined) return known;
    const producer = producers.get(productId);
    if (!producer || visiting.has(productId)) return null;
    visiting.add(productId);
    let cost: Ratio | null = null;
    try {
      cost = batchUnitCost(withMadeCosts(producer.ingredients, costOf), producer.output);
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
    }
    visiting.delete(productId);
    costs.set(productId, cost);
    return cost;
  };
  for (const productId of producers.keys()) costOf(productId);
  return new Map([...costs].filter((entry): entry is [string, Ratio] => entry[1] !== null));
}

/**
 * The live costs of the made products, as `madeProductCosts`, when one product costs `price` per base
 * unit (a price alert's old or new price): its lines in every batch recipe take that price, and if a
 * recipe makes it, that recipe is set aside so the product itself counts at the price given.
 */
export function madeProductCostsAt(
  producers: ReadonlyMap<string, Producer>,
  productId: string,
  price: string,
): Map<string, Ratio> {
  const priced = new Map<string, Producer>();
  for (const [made, producer] of producers) {
    if (made === productId) continue;
    const ingredients = producer.ingredients.map((line) =>
      line.productId === productId ? { ...line, currentPrice: price, unitCost: null } : line,
    );
    priced.set(made, { ...producer, ingredients });
  }
  return madeProductCosts(priced);
}

/**
 * The products made from this one through any chain of batch recipes (it not included), given each
 * batch recipe's product and ingredients. Cycles are refused on saving; should one exist, it ends.
 */
export function productsMadeFrom(
  productId: string,
  graph: ReadonlyArray<{ productId: string; ingredientId: string | null }>,
): Set<string> {
  const made = new Set<string>();
  let frontier = new Set([productId]);
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const row of graph)
      if (row.ingredientId !== null && frontier.has(row.ingredientId) && row.productId !== productId)
        if (!made.has(row.productId)) next.add(row.productId);
    for (const id of next) made.add(id);
    frontier = next;
  }
  return made;
}
