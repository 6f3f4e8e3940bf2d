import { compareDecimals, lineTotal, sumDecimals } from '@common/money';
import { neededQuantity, type Recipe } from '@common/recipes';

export interface IngredientNeed {
  productId: string;
  productName: string;
  unit: string;
  stock: string;
  needed: string;
  short: boolean;
}

const MULTIPLIER = /^\d{1,6}(\.\d{1,2})?$/;

/** A multiplier the server would take (at least 0.01, 2 decimals), or null. */
export function validMultiplier(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return MULTIPLIER.test(text) && Number(text) >= 0.01 ? text : null;
}

/** What one preparation of `multiplier` batches takes of each product (a product listed twice counts once), as the server does. */
export function ingredientNeeds(recipe: Recipe, multiplier: string): { needs: IngredientNeed[]; cost: string } {
  const byProduct = new Map<string, IngredientNeed & { price: string }>();
  for (const item of recipe.ingredients) {
    const quantity = neededQuantity(item.quantity, multiplier);
    const previous = byProduct.get(item.productId);
    const needed = previous ? sumDecimals([previous.needed, quantity], 3) : quantity;
    byProduct.set(item.productId, {
      productId: item.productId,
      productName: item.productName,
      unit: item.unit,
      stock: item.stockQuantity,
      price: item.currentPrice,
      needed,
      short: compareDecimals(item.stockQuantity, needed) < 0,
    });
  }
  const all = [...byProduct.values()];
  return {
    needs: all.map(({ price: _price, ...need }) => need),
    cost: sumDecimals(all.map((need) => lineTotal(need.needed, need.price))),
  };
}
