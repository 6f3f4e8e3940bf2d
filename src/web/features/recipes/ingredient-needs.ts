import { preparationCost, preparationNeeds, producedQuantity, type PreparationNeed } from '@common/recipe-costs';
import type { Recipe } from '@common/recipes';

export type IngredientNeed = Omit<PreparationNeed, 'exact' | 'price'>;

const MULTIPLIER = /^\d{1,6}(\.\d{1,2})?$/;

/** A multiplier the server would take (at least 0.01, 2 decimals), or null. */
export function validMultiplier(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return MULTIPLIER.test(text) && Number(text) >= 0.01 ? text : null;
}

/**
 * What one preparation of `multiplier` batches takes of each product, in its base unit, as the
 * server computes it (src/common/recipe-costs.ts), and what a batch recipe adds (decision 050);
 * lines or an output whose unit no longer converts are left out and reported, as the server
 * refuses to prepare them.
 */
export function ingredientNeeds(
  recipe: Recipe,
  multiplier: string,
): { needs: IngredientNeed[]; cost: string; problems: string[]; produced: string | null } {
  const convertible = recipe.ingredients.filter((line) => line.unitProblem === null);
  const all = preparationNeeds(convertible, multiplier);
  const output = recipe.produces;
  const problems = [...recipe.ingredients.map((line) => line.unitProblem), output?.unitProblem ?? null];
  return {
    needs: all.map(({ exact: _exact, price: _price, ...need }) => need),
    cost: preparationCost(all),
    problems: problems.filter((problem): problem is string => problem !== null),
    produced: output && !output.unitProblem ? producedQuantity(output, multiplier) : null,
  };
}
