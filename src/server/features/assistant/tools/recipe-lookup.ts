import type { Recipe } from '@common/recipes';
import type { Queryable } from '../../../platform/db/client';
import { listRecipes } from '../../recipes/recipes-service';

export interface RecipeLookup {
  query: string;
  recipes: Array<
    Pick<
      Recipe,
      | 'name'
      | 'category'
      | 'finalYield'
      | 'yieldUnit'
      | 'totalCost'
      | 'costPerUnit'
      | 'salePrice'
      | 'foodCostPercent'
      | 'canPrepare'
      | 'preparationSteps'
    > & {
      ingredients: Array<{
        productName: string;
        /** As written in the recipe. */
        quantity: string;
        unit: string;
        lineCost: string;
        /** What one batch takes from stock, in the product's base unit; null when the unit no longer converts. */
        grossQuantity: string | null;
        stockQuantity: string;
        baseUnit: string;
      }>;
    }
  >;
}

/** The user's recipes whose name or category contains the query (all of them for an empty query), costed from current prices. */
export async function recipeLookup(db: Queryable, userId: string, query: string): Promise<RecipeLookup> {
  const found = await listRecipes(db, userId, { search: query });
  return {
    query,
    recipes: found.slice(0, 10).map((recipe) => ({
      name: recipe.name,
      category: recipe.category,
      finalYield: recipe.finalYield,
      yieldUnit: recipe.yieldUnit,
      totalCost: recipe.totalCost,
      costPerUnit: recipe.costPerUnit,
      salePrice: recipe.salePrice,
      foodCostPercent: recipe.foodCostPercent,
      canPrepare: recipe.canPrepare,
      preparationSteps: recipe.preparationSteps,
      ingredients: recipe.ingredients.map((item) => ({
        productName: item.productName,
        quantity: item.quantity,
        unit: item.unit,
        lineCost: item.lineCost,
        grossQuantity: item.grossQuantity,
        stockQuantity: item.stockQuantity,
        baseUnit: item.product.unit,
      })),
    })),
  };
}
