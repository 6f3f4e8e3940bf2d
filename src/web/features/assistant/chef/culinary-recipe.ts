import type { CulinarySchoolRequest } from '@common/assistant';
import type { AiRecipe } from '@common/assistant-recipes';
import { convert, UnitError } from '@common/quantity';
import { compareRatios, ratioOf, toDecimal } from '@common/ratio';
import type { Recipe } from '@common/recipes';

export type CulinaryRecipeInput = NonNullable<CulinarySchoolRequest['recipe']>;

/** The stock, kept in the product's base unit, in the unit the line is written in (decision 036); null when it does not convert. */
function availableIn(item: Recipe['ingredients'][number]): string | null {
  try {
    return toDecimal(
      convert(item.stockQuantity, item.product.unit, item.unit, { name: item.productName, ...item.product }),
      3,
    );
  } catch (error) {
    if (error instanceof UnitError) return null;
    throw error;
  }
}

/**
 * A recipe-book recipe as §7 culinary-school's `recipe`: costs from current prices, what is short
 * from current stock (against the gross quantity, in the base unit), and the ingredients saved
 * without a product.
 */
export function culinaryRecipeFrom(recipe: Recipe): CulinaryRecipeInput {
  const short = recipe.ingredients.filter(
    (item) =>
      item.grossQuantity === null || compareRatios(ratioOf(item.stockQuantity), ratioOf(item.grossQuantity)) < 0,
  );
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category,
    final_yield: recipe.finalYield,
    yield_unit: recipe.yieldUnit,
    cost_per_unit: recipe.costPerUnit,
    ingredients: recipe.ingredients
      .map((item) => ({
        name: item.productName,
        quantity: item.quantity,
        unit: item.unit,
        available_quantity: availableIn(item),
      }))
      .concat(
        // Saved without a product: the chef still lists them, with nothing in stock to compare.
        recipe.missingIngredients
          .filter((item) => /^\d{1,10}(\.\d{1,3})?$/.test(item.quantity))
          .map((item) => ({ name: item.name, quantity: item.quantity, unit: item.unit, available_quantity: null })),
      ),
    preparation_steps: recipe.preparationSteps,
    missing_ingredients: [
      ...short.map((item) => item.productName),
      ...recipe.missingIngredients.map((item) => item.name),
    ],
  };
}

/** A proposal of 'Crear con IA' as the chef's recipe (its cost is known once saved and priced). */
export function culinaryRecipeFromProposal(recipe: AiRecipe): CulinaryRecipeInput {
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category,
    final_yield: recipe.final_yield,
    yield_unit: recipe.yield_unit,
    cost_per_unit: null,
    ingredients: recipe.ingredients.map((item) => ({
      name: item.product_name,
      quantity: item.quantity,
      unit: item.unit,
      available_quantity: item.available_quantity,
    })),
    preparation_steps: recipe.preparation_steps,
    missing_ingredients: recipe.missing_ingredients,
  };
}
