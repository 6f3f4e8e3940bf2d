import { UnitError } from './quantity';
import { ratioText, type Ratio } from './ratio';
import { batchUnitCost, type BatchOutput, type CostedLine } from './recipe-costs';

/** A batch recipe as costing needs it: what it makes and its lines. */
export interface Producer {
  output: BatchOutput;
  ingredients: readonly CostedLine[];
}

type CostOf = (productId: string) => Ratio | null | undefined;

/** The lines with `unitCost` set for the products a recipe makes (their live cost per base unit). */
export const withMadeCosts = <T extends CostedLine>(
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
