import type { RecipeLookup } from '../tools/recipe-lookup';
import { amountOf, money, quantity } from './text';

export function recipeAnswer(found: RecipeLookup): string {
  if (found.recipes.length === 0) {
    return found.query
      ? `No encontré recetas que coincidan con "${found.query}". Revisa el nombre o crea la receta en **Recetario**.`
      : 'Aún no tienes recetas. Créalas en **Recetario** o genera una con **Mi Chef IA**.';
  }
  if (found.recipes.length > 1 || !found.query) {
    return [
      found.query ? `Encontré ${found.recipes.length} recetas con "${found.query}":` : 'Tus recetas:',
      '',
      ...found.recipes.map(
        (recipe) =>
          `- **${recipe.name}**: costo total ${money(recipe.totalCost)}, ${money(recipe.costPerUnit)} por ${recipe.yieldUnit} (rinde ${quantity(recipe.finalYield)})`,
      ),
    ].join('\n');
  }
  const [recipe] = found.recipes;
  const lines = [
    `## ${recipe.name}`,
    '',
    `Rinde ${amountOf(recipe.finalYield, recipe.yieldUnit)}. **Costo total:** ${money(recipe.totalCost)} · **Costo por ${recipe.yieldUnit}:** ${money(recipe.costPerUnit)}`,
  ];
  if (recipe.salePrice !== null && recipe.foodCostPercent !== null)
    lines.push(`Precio de venta ${money(recipe.salePrice)}: costo de alimentos del ${recipe.foodCostPercent}%.`);
  lines.push('', '**Ingredientes**');
  for (const item of recipe.ingredients) {
    // Stock is in the product's base unit; the line in the unit the cook wrote (decision 036).
    const short = item.grossQuantity === null || Number(item.stockQuantity) < Number(item.grossQuantity);
    lines.push(
      `- ${item.productName}: ${quantity(item.quantity)} ${item.unit} (${money(item.lineCost)})${short ? ` — solo tienes ${quantity(item.stockQuantity)} ${item.baseUnit}` : ''}`,
    );
  }
  lines.push(
    '',
    recipe.canPrepare
      ? 'Tienes stock suficiente para prepararla.'
      : 'No tienes stock suficiente para prepararla completa.',
  );
  return lines.join('\n');
}
