import { PRODUCT_UNIT_MESSAGES } from './product-units-rules';

// Recipe defaults, messages and search without zod (docs/decisions/059); recipes.ts holds the schemas.

export const DEFAULT_YIELD_UNIT = 'unidad';
export const RECENT_PREPARATIONS = 10;

export const RECIPE_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  yieldRequired: 'El rendimiento es requerido',
  yieldPositive: 'El rendimiento debe ser mayor que 0',
  unitRequired: 'La unidad es requerida',
  ingredientsRequired: 'Agrega al menos un ingrediente',
  quantityPositive: 'La cantidad debe ser mayor que 0',
  recipeNotFound: 'Receta no encontrada',
  categoryNotFound: 'Categoría no encontrada',
  categoryExists: 'Esta categoría ya existe',
  productNotFound: 'Uno de los ingredientes no existe en tu inventario',
  multiplierRequired: 'La cantidad es requerida',
  multiplierMin: 'La cantidad mínima es 0.01',
  notesTooLong: 'Las notas no pueden superar los 500 caracteres',
  insufficientStock: (product: string) => `Stock insuficiente para ${product}`,
  quantityTooSmall: (product: string, unit: string) =>
    `La cantidad de ${product} es menor que 0.001 ${unit}, lo mínimo que guarda el inventario`,
  unitTooLong: 'La unidad no puede superar los 50 caracteres',
  yieldPercent: PRODUCT_UNIT_MESSAGES.yieldPercent,
  stepRequired: 'Escribe el paso o quítalo',
  stepTooLong: 'Un paso no puede superar los 1000 caracteres',
  tooManySteps: 'Una receta puede tener hasta 50 pasos',
  missingName: 'El nombre del ingrediente faltante es requerido',
  outputProductRequired: 'Elige el producto que produce la receta',
  outputQuantityRequired: 'La cantidad por lote es requerida',
  outputProductNotFound: 'El producto que produce la receta no existe en tu inventario',
  outputTaken: (product: string, recipe: string) => `${product} ya lo produce la receta ${recipe}`,
  outputTooSmall: (product: string, unit: string) =>
    `Lo que se produce de ${product} es menor que 0.001 ${unit}, lo mínimo que guarda el inventario`,
  /** Decision 050: `via` lists the produced products between the output and this recipe's ingredient. */
  cycle: (product: string, via: readonly string[]) =>
    via.length === 0
      ? `Ciclo de recetas: ${product} no puede ser ingrediente de la receta que lo produce`
      : `Ciclo de recetas: ${product} se usa para preparar ${via.join(', que se usa para preparar ')}, ingrediente de esta receta`,
} as const;

/** 'Falta 1 ingrediente: costo incompleto' / 'Faltan 3 ingredientes: costo incompleto' (decision 036). */
export const incompleteCostText = (count: number) =>
  count === 1 ? 'Falta 1 ingrediente: costo incompleto' : `Faltan ${count} ingredientes: costo incompleto`;

/** SPEC §5: recipe search matches the name or the category, ignoring case. */
export function matchesRecipeSearch(recipe: { name: string; category: string | null }, search: string) {
  const needle = search.trim().toLowerCase();
  return (
    !needle || recipe.name.toLowerCase().includes(needle) || (recipe.category ?? '').toLowerCase().includes(needle)
  );
}
