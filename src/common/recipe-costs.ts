import type { IngredientProduct } from './recipes';
import { convert, UnitError, type ProductUnits } from './quantity';
import {
  add,
  compareRatios,
  divide,
  multiply,
  ratio,
  ratioFromText,
  ratioOf,
  sumRatios,
  toDecimal,
  type Ratio,
} from './ratio';
import { baseCost, exactLinesCost, grossQuantity, MONEY_PLACES, QUANTITY_PLACES, type CostLine } from './unit-costs';

/**
 * Recipe costs and preparation needs from lines written in any unit (decision 036), on the one unit
 * model (decision 034): each line converts to its product's base unit, is divided by its yield
 * (the line's own, else the product's) and priced there; every figure is exact until it is rounded
 * once: stock quantities to 3 decimals, money to 2.
 */
/** What a line's cost needs: its product's units and price (the stock check needs CostedLine). */
export interface PricedLine {
  productId: string;
  productName: string;
  quantity: string;
  unit: string;
  yieldPercent: string | null;
  product: IngredientProduct;
  /** Price of one base unit. */
  currentPrice: string;
  /** Exact price of one base unit ('num/den') when a recipe makes the product (decision 050); it wins over currentPrice. */
  unitCost?: string | null;
}

export interface CostedLine extends PricedLine {
  /** Stock in the base unit. */
  stockQuantity: string;
}

const unitsOf = (line: PricedLine): ProductUnits => ({ name: line.productName, ...line.product });
const yieldOf = (line: PricedLine) => line.yieldPercent ?? line.product.yieldPercent;

/** What one batch of the line takes from stock, in the base unit, exact. Throws UnitError when the unit does not convert. */
export const grossBaseQuantity = (line: PricedLine): Ratio =>
  grossQuantity(convert(line.quantity, line.unit, line.product.unit, unitsOf(line)), yieldOf(line));

const priceOf = (line: PricedLine): Ratio =>
  line.unitCost ? ratioFromText(line.unitCost) : ratioOf(line.currentPrice);

const costLineOf = (line: PricedLine): CostLine => ({
  amount: line.quantity,
  unit: line.unit,
  product: unitsOf(line),
  price: priceOf(line),
  yieldPercent: yieldOf(line),
});

/** The UnitError message of a line whose unit does not convert, or null. */
export function unitProblemOf(line: PricedLine): string | null {
  try {
    grossBaseQuantity(line);
    return null;
  } catch (error) {
    if (error instanceof UnitError) return error.message;
    throw error;
  }
}

/** The line's exact gross base quantity, or null when its unit does not convert: converted once, for every figure. */
function measure(line: PricedLine): Ratio | null {
  try {
    return grossBaseQuantity(line);
  } catch (error) {
    if (error instanceof UnitError) return null;
    throw error;
  }
}

/** One line's gross base quantity (3 decimals) and cost (cents); a line that does not convert costs nothing and says why. */
export function costIngredient(line: PricedLine) {
  const gross = measure(line);
  if (gross === null)
    return { grossQuantity: null, lineCost: toDecimal(ratio(0n), MONEY_PLACES), unitProblem: unitProblemOf(line) };
  return {
    grossQuantity: toDecimal(gross, QUANTITY_PLACES),
    lineCost: toDecimal(baseCost(gross, priceOf(line)), MONEY_PLACES),
    unitProblem: null,
  };
}

export interface PreparationNeed {
  productId: string;
  productName: string;
  /** The product's base unit. */
  unit: string;
  stock: string;
  /** What the preparation takes: Σ gross base quantity × multiplier, rounded to 3 decimals once. */
  needed: string;
  /** Exact price of one base unit. */
  price: Ratio;
  short: boolean;
  /** `needed` before rounding, for the cost. */
  exact: Ratio;
}

/**
 * What a preparation of `multiplier` batches takes of each product (a product on two lines counts
 * once). Throws UnitError when a line's unit no longer converts.
 */
export function preparationNeeds(lines: readonly CostedLine[], multiplier: string): PreparationNeed[] {
  return needsOf(
    lines.map((line) => ({ line, gross: grossBaseQuantity(line) })),
    multiplier,
  );
}

function needsOf(measured: ReadonlyArray<{ line: CostedLine; gross: Ratio }>, multiplier: string): PreparationNeed[] {
  const byProduct = new Map<string, { line: CostedLine; exact: Ratio }>();
  for (const { line, gross } of measured) {
    const exact = multiply(gross, ratioOf(multiplier));
    const previous = byProduct.get(line.productId);
    byProduct.set(line.productId, { line, exact: previous ? add(previous.exact, exact) : exact });
  }
  return [...byProduct.values()].map(({ line, exact }) => {
    const needed = toDecimal(exact, QUANTITY_PLACES);
    return {
      productId: line.productId,
      productName: line.productName,
      unit: line.product.unit,
      stock: line.stockQuantity,
      needed,
      price: priceOf(line),
      short: compareRatios(ratioOf(line.stockQuantity), ratioOf(needed)) < 0,
      exact,
    };
  });
}

/**
 * The cost of a preparation: Σ exact gross quantity × multiplier × price, rounded once, so that
 * 3 batches of a $12.50 recipe cost $37.50 whatever the stock rounding.
 */
export const preparationCost = (needs: readonly PreparationNeed[]) =>
  toDecimal(
    needs.reduce<Ratio>((sum, need) => add(sum, multiply(need.exact, need.price)), ratio(0n)),
    MONEY_PLACES,
  );

const negate = (value: Ratio) => ratio(-value.num, value.den);

/** What one batch of a batch recipe yields (decision 050): "2 l" of a product kept in some base unit. */
export interface BatchOutput {
  productName: string;
  quantity: string;
  unit: string;
  product: IngredientProduct;
}

/** One batch in the product's base unit, exact. Throws UnitError when the unit does not convert. */
export const batchBaseQuantity = (output: BatchOutput): Ratio =>
  convert(output.quantity, output.unit, output.product.unit, { name: output.productName, ...output.product });

/** The UnitError message when the batch's unit does not convert to the product's, or null. */
export function outputProblemOf(output: BatchOutput): string | null {
  try {
    batchBaseQuantity(output);
    return null;
  } catch (error) {
    if (error instanceof UnitError) return error.message;
    throw error;
  }
}

/** What `multiplier` batches add to stock, in the base unit, rounded to 3 decimals once. */
export const producedQuantity = (output: BatchOutput, multiplier: string) =>
  toDecimal(multiply(batchBaseQuantity(output), ratioOf(multiplier)), QUANTITY_PLACES);

/**
 * The cost of one base unit of what a batch recipe makes: the exact cost of its lines that convert
 * (at their current prices, made products at their own batch cost) ÷ one batch in the base unit.
 * Throws UnitError when the batch's unit does not convert.
 */
export function batchUnitCost(ingredients: readonly PricedLine[], output: BatchOutput): Ratio {
  const convertible = ingredients.filter((line) => unitProblemOf(line) === null);
  return divide(exactLinesCost(convertible.map(costLineOf)), batchBaseQuantity(output));
}

/** Each line's exact gross base quantity, converted once (null when its unit does not convert). */
type Measured<T extends PricedLine> = ReadonlyArray<{ line: T; gross: Ratio | null }>;
const measureAll = <T extends PricedLine>(ingredients: readonly T[]): Measured<T> =>
  ingredients.map((line) => ({ line, gross: measure(line) }));
const convertibleOf = <T extends PricedLine>(measured: Measured<T>) =>
  measured.filter((item): item is { line: T; gross: Ratio } => item.gross !== null);

function figuresOf(recipe: { finalYield: string; salePrice: string | null }, measured: Measured<PricedLine>) {
  // The total is Σ gross × price over the lines that convert, rounded once (linesCost's figure).
  const totalCost = toDecimal(
    sumRatios(convertibleOf(measured).map((item) => baseCost(item.gross, priceOf(item.line)))),
    MONEY_PLACES,
  );
  const finalYield = ratioOf(recipe.finalYield);
  const perUnit = finalYield.num > 0n ? divide(ratioOf(totalCost), finalYield) : ratio(0n);
  const costPerUnit = toDecimal(perUnit, MONEY_PLACES);
  const salePrice = recipe.salePrice === null ? null : ratioOf(recipe.salePrice);
  const hasPrice = salePrice !== null && salePrice.num > 0n;
  const unitCost = ratioOf(costPerUnit);
  return {
    totalCost,
    costPerUnit,
    foodCostPercent: hasPrice ? toDecimal(multiply(divide(unitCost, salePrice), ratio(100n)), 1) : null,
    margin: hasPrice ? toDecimal(add(salePrice, negate(unitCost)), MONEY_PLACES) : null,
  };
}

/**
 * The recipe's money figures from current prices: total (lines that convert, rounded once), cost per
 * yield unit, food-cost % and margin against the sale price, and how many lines do not convert.
 * For reads that need no stock check (the food-cost report).
 */
export function recipeMoneyFigures(recipe: {
  finalYield: string;
  salePrice: string | null;
  ingredients: readonly PricedLine[];
}) {
  const measured = measureAll(recipe.ingredients);
  return { ...figuresOf(recipe, measured), unitProblems: measured.length - convertibleOf(measured).length };
}

/**
 * The recipe's figures from current prices (SPEC §2 /recetario): recipeMoneyFigures' money figures and
 * whether one batch can be prepared with the stock there is.
 */
export function recipeCosts(recipe: {
  finalYield: string;
  salePrice: string | null;
  ingredients: readonly CostedLine[];
}) {
  const measured = measureAll(recipe.ingredients);
  const convertible = convertibleOf(measured);
  return {
    ...figuresOf(recipe, measured),
    canPrepare:
      convertible.length === recipe.ingredients.length && needsOf(convertible, '1').every((need) => !need.short),
  };
}

/** How many ingredients the cost leaves out: those saved without a line, and lines whose unit no longer converts. */
export const incompleteCount = (recipe: {
  missingIngredients: readonly unknown[];
  ingredients: ReadonlyArray<{ unitProblem: string | null }>;
}) => recipe.missingIngredients.length + recipe.ingredients.filter((line) => line.unitProblem !== null).length;
