import type { CulinarySchoolRequest } from '@common/assistant';
import type { AiRecipe } from '@common/assistant-recipes';
import type { Recipe } from '@common/recipes';

export type CulinaryRecipeInput = NonNullable<CulinarySchoolRequest['recipe']>;

/** A recipe-book recipe as §7 culinary-school's `recipe`: costs from current prices, what is short from current stock. */
export function culinaryRecipeFrom(recipe: Recipe): CulinaryRecipeInput {
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category,
    final_yield: recipe.finalYield,
    yield_unit: recipe.yieldUnit,
    cost_per_unit: recipe.costPerUnit,
    ingredients: recipe.ingredients.map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      unit: item.unit,
      available_quantity: item.stockQuantity,
    })),
    preparation_steps: recipe.preparationSteps,
    missing_ingredients: recipe.ingredients
      .filter((item) => Number(item.stockQuantity) < Number(item.quantity))
      .map((item) => item.productName),
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
