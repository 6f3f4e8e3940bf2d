import type { ActualFoodCost } from '@common/reports';
import { add, divide, isZero, multiply, ratio, ratioOf, sumRatios, toDecimal, type Ratio } from '@common/ratio';

/*
 * The arithmetic of the food-cost report (decision 054), pure: every input is an exact decimal
 * string already rounded to cents, so the figures the table shows add up, and each % is rounded once.
 */

const negate = (value: Ratio) => ratio(-value.num, value.den);
const percentOf = (part: Ratio, whole: Ratio) => toDecimal(multiply(divide(part, whole), ratio(100n)), 1);

/** opening + purchases + transfers − closing against sales, and the sold preparations' own cost against the same sales. */
export function actualFoodCostOf(figures: {
  opening: string;
  purchases: string;
  transfers: string;
  closing: string;
  sales: string;
  preparations: number;
  theoreticalCost: string;
}): ActualFoodCost {
  const received = add(ratioOf(figures.purchases), ratioOf(figures.transfers));
  const consumption = add(add(ratioOf(figures.opening), received), negate(ratioOf(figures.closing)));
  const sales = ratioOf(figures.sales);
  const hasSales = !isZero(sales);
  return {
    ...figures,
    consumption: toDecimal(consumption, 2),
    percent: hasSales ? percentOf(consumption, sales) : null,
    theoreticalPercent: hasSales ? percentOf(ratioOf(figures.theoreticalCost), sales) : null,
  };
}

/** The plain average of the recipes' theoretical food cost (cost per unit ÷ sale price), one decimal. */
export function theoreticalAverageOf(recipes: ReadonlyArray<{ costPerUnit: string; salePrice: string }>) {
  if (recipes.length === 0) return null;
  const sum = sumRatios(recipes.map((recipe) => divide(ratioOf(recipe.costPerUnit), ratioOf(recipe.salePrice))));
  return toDecimal(multiply(divide(sum, ratio(BigInt(recipes.length))), ratio(100n)), 1);
}
