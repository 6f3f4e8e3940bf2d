import type { AiRecipe, SupplierSuggestion } from '@common/assistant-recipes';
import { normalizeName } from '@common/inventory';
import type { Queryable } from '../../../platform/db/client';
import { convert, UnitError } from '@common/quantity';
import { add, compareRatios, ratio, ratioOf, toDecimal, type Ratio } from '@common/ratio';
import { quantity } from '../engine/text';
import { cheapestOffers } from '../tools/market-offers';
import type { CorpusRecipe } from './corpus/types';
import { findProduct, type InventoryProduct } from './match-ingredients';

const decimal = (value: number | Ratio) =>
  toDecimal(typeof value === 'number' ? ratioOf(value) : value, 3)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/**
 * The product's stock in the unit the dish asks for (decision 036): 3 kg of jitomate is 3000 g; a
 * unit the product cannot convert gives the Spanish reason instead.
 */
export function stockIn(product: InventoryProduct, unit: string): Ratio | string {
  try {
    return convert(product.stockQuantity, product.unit, unit, product);
  } catch (error) {
    if (error instanceof UnitError) return error.message;
    throw error;
  }
}

/** How much of the dish the inventory covers: 1 per ingredient in stock, ½ per ingredient present but short. */
export function coverage(recipe: CorpusRecipe, products: InventoryProduct[]): number {
  const points = recipe.ingredients.reduce((sum, [name, amount, unit]) => {
    const product = findProduct(name, products);
    if (!product) return sum;
    const stock = stockIn(product, unit);
    return sum + (typeof stock !== 'string' && compareRatios(stock, ratioOf(amount)) >= 0 ? 1 : 0.5);
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
    const stock = product ? stockIn(product, unit) : ratio(0n);
    const available = typeof stock === 'string' ? ratio(0n) : stock;
    const problem = typeof stock === 'string' ? stock : null;
    return { name, product, amount: ratioOf(amount), unit, available, problem };
  });
  const missing = lines.filter((line) => line.problem !== null || compareRatios(line.available, line.amount) < 0);
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
        quantity_needed: decimal(add(line.amount, ratio(-line.available.num, line.available.den))),
        reason: !line.product
          ? 'No está en tu inventario'
          : (line.problem ??
            `Tienes ${quantity(decimal(line.available))} ${line.unit} y la receta pide ${quantity(decimal(line.amount))} ${line.unit}`),
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
