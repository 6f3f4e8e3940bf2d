import type { AiRecipe, SupplierSuggestion } from '@common/assistant-recipes';
import { normalizeName } from '@common/inventory';
import type { Queryable } from '../../../platform/db/client';
import { quantity } from '../engine/text';
import { cheapestOffers } from '../tools/market-offers';
import type { CorpusRecipe } from './corpus/types';
import { findProduct, type InventoryProduct } from './match-ingredients';

const decimal = (value: number) => String(Number(value.toFixed(3)));

/** How much of the dish the inventory covers: 1 per ingredient in stock, ½ per ingredient present but short. */
export function coverage(recipe: CorpusRecipe, products: InventoryProduct[]): number {
  const points = recipe.ingredients.reduce((sum, [name, amount]) => {
    const product = findProduct(name, products);
    if (!product) return sum;
    return sum + (Number(product.stockQuantity) >= amount ? 1 : 0.5);
  }, 0);
  return points / recipe.ingredients.length;
}

/** The corpus dishes best covered by the inventory, skipping the excluded names and, when asked, other categories. */
export function rankCorpus(
  corpus: CorpusRecipe[],
  products: InventoryProduct[],
  options: { category?: string; exclude: string[] },
): CorpusRecipe[] {
  const excluded = new Set(options.exclude.map(normalizeName));
  const category = options.category ? normalizeName(options.category) : null;
  return corpus
    .filter(
      (recipe) =>
        !excluded.has(normalizeName(recipe.name)) && (!category || normalizeName(recipe.category) === category),
    )
    .map((recipe) => ({ recipe, score: coverage(recipe, products) }))
    .sort((a, b) => b.score - a.score || a.recipe.name.localeCompare(b.recipe.name, 'es'))
    .map(({ recipe }) => recipe);
}

/** The §3 AI recipe result for a dish: ingredients named as in the inventory, what is missing, and where to buy it. */
export async function describeProposal(
  db: Queryable,
  dish: CorpusRecipe,
  products: InventoryProduct[],
): Promise<{ recipe: AiRecipe; supplier_suggestions: SupplierSuggestion[] }> {
  const lines = dish.ingredients.map(([name, amount, unit]) => {
    const product = findProduct(name, products);
    const available = product ? Number(product.stockQuantity) : 0;
    return { name, product, amount, unit, available };
  });
  const missing = lines.filter((line) => line.available < line.amount);
  const offers = await cheapestOffers(
    db,
    missing.map((line) => line.product?.name ?? line.name),
  );
  const supplierSuggestions: SupplierSuggestion[] = missing.flatMap((line) => {
    const offer = offers.get(line.product?.name ?? line.name);
    if (!offer) return [];
    return [
      {
        ingredient: line.product?.name ?? line.name,
        quantity_needed: decimal(line.amount - line.available),
        reason: line.product
          ? `Tienes ${quantity(line.available)} ${line.product.unit} y la receta pide ${quantity(line.amount)} ${line.unit}`
          : 'No está en tu inventario',
        supplier: {
          company_name: offer.companyName,
          product_name: offer.productName,
          price: offer.price,
          unit: offer.unit,
          phone: offer.phone,
          address: offer.address,
        },
      },
    ];
  });
  return {
    recipe: {
      name: dish.name,
      description: dish.description,
      category: dish.category,
      final_yield: decimal(dish.yield[0]),
      yield_unit: dish.yield[1],
      ingredients: lines.map((line) => ({
        product_name: line.product?.name ?? line.name,
        quantity: decimal(line.amount),
        unit: line.unit,
        available_quantity: decimal(line.available),
      })),
      preparation_steps: dish.steps,
      missing_ingredients: missing.map((line) => line.product?.name ?? line.name),
    },
    supplier_suggestions: supplierSuggestions,
  };
}
