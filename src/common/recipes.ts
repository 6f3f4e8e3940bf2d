import { z } from 'zod';
import { decimalField, optionalText, lineText, multilineText } from './fields';
import { compareDecimals, lineTotal, linesTotal, roundDecimal } from './money';

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
} as const;

export const recipeCategoryInputSchema = z.object({
  name: lineText(RECIPE_MESSAGES.nameRequired)
    .trim()
    .min(1, RECIPE_MESSAGES.nameRequired)
    .max(100, 'El nombre no puede superar los 100 caracteres'),
  description: optionalText(500, 'La descripción no puede superar los 500 caracteres', { multiline: true }),
});
export type RecipeCategoryInput = z.input<typeof recipeCategoryInputSchema>;

export const recipeCategorySchema = z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable() });
export type RecipeCategory = z.infer<typeof recipeCategorySchema>;

const positiveDecimal = (required: string, positive: string, decimals = 2) =>
  decimalField(required, decimals).refine((value) => Number(value) > 0, positive);

export const recipeInputSchema = z.object({
  name: lineText(RECIPE_MESSAGES.nameRequired)
    .trim()
    .min(1, RECIPE_MESSAGES.nameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  description: optionalText(500, 'La descripción no puede superar los 500 caracteres', { multiline: true }),
  category: optionalText(100, 'La categoría no puede superar los 100 caracteres'),
  finalYield: positiveDecimal(RECIPE_MESSAGES.yieldRequired, RECIPE_MESSAGES.yieldPositive),
  yieldUnit: lineText(RECIPE_MESSAGES.unitRequired)
    .trim()
    .min(1, RECIPE_MESSAGES.unitRequired)
    .max(50, 'La unidad no puede superar los 50 caracteres'),
  /** Beyond the spec: the menu price, for food-cost % and margin. */
  salePrice: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) =>
      value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim(),
    )
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Ingresa un precio válido')
        .nullable(),
    ),
  preparationSteps: z.array(multilineText().trim().min(1).max(1000)).max(50).default([]),
  ingredients: z
    .array(
      z.object({
        productId: z.uuid(RECIPE_MESSAGES.ingredientsRequired),
        quantity: positiveDecimal('La cantidad es requerida', RECIPE_MESSAGES.quantityPositive),
      }),
      RECIPE_MESSAGES.ingredientsRequired,
    )
    .min(1, RECIPE_MESSAGES.ingredientsRequired)
    .max(100),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

export const recipeIngredientSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  unit: z.string(),
  quantity: z.string(),
  currentPrice: z.string(),
  stockQuantity: z.string(),
  lineCost: z.string(),
});

export const recipeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  finalYield: z.string(),
  yieldUnit: z.string(),
  imageUrl: z.string().nullable(),
  salePrice: z.string().nullable(),
  preparationSteps: z.array(z.string()),
  ingredients: z.array(recipeIngredientSchema),
  totalCost: z.string(),
  costPerUnit: z.string(),
  /** Cost ÷ sale price × 100 per yield unit; null without a sale price. */
  foodCostPercent: z.string().nullable(),
  /** Sale price − cost per yield unit; null without a sale price. */
  margin: z.string().nullable(),
  /** SPEC §2 /preparaciones: whether every ingredient has the stock one batch needs. */
  canPrepare: z.boolean(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const preparationInputSchema = z.object({
  recipeId: z.uuid(RECIPE_MESSAGES.recipeNotFound),
  quantityMultiplier: z
    .union([z.string(), z.number()], RECIPE_MESSAGES.multiplierRequired)
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, RECIPE_MESSAGES.multiplierRequired)
        .regex(/^\d{1,6}(\.\d{1,2})?$/, RECIPE_MESSAGES.multiplierRequired)
        .refine((value) => Number(value) >= 0.01, RECIPE_MESSAGES.multiplierMin),
    ),
  notes: optionalText(500, RECIPE_MESSAGES.notesTooLong, { multiline: true }),
});
export type PreparationInput = z.input<typeof preparationInputSchema>;

export const preparationSchema = z.object({
  id: z.uuid(),
  recipeId: z.uuid().nullable(),
  recipeName: z.string(),
  yieldUnit: z.string(),
  quantityPrepared: z.string(),
  totalCost: z.string(),
  notes: z.string().nullable(),
  preparationDate: z.string(),
});
export type Preparation = z.infer<typeof preparationSchema>;

interface CostedIngredient {
  quantity: string;
  currentPrice: string;
  stockQuantity: string;
}

/** Costs always from current prices (SPEC §2 /recetario), computed exactly. */
export function recipeCosts(recipe: { finalYield: string; salePrice: string | null; ingredients: CostedIngredient[] }) {
  const totalCost = linesTotal(
    recipe.ingredients.map((item) => ({ quantity: item.quantity, unitPrice: item.currentPrice })),
  );
  const costPerUnit =
    Number(recipe.finalYield) > 0 ? roundDecimal(String(Number(totalCost) / Number(recipe.finalYield)), 2) : '0.00';
  const hasPrice = recipe.salePrice !== null && Number(recipe.salePrice) > 0;
  return {
    totalCost,
    costPerUnit,
    foodCostPercent: hasPrice ? roundDecimal(String((Number(costPerUnit) / Number(recipe.salePrice)) * 100), 1) : null,
    margin: hasPrice ? roundDecimal(String(Number(recipe.salePrice) - Number(costPerUnit)), 2) : null,
    canPrepare: recipe.ingredients.every((item) => compareDecimals(item.stockQuantity, item.quantity) >= 0),
  };
}

/** Quantity of an ingredient one preparation uses: quantity × multiplier, to 3 decimals. */
export const neededQuantity = (quantity: string, multiplier: string) => lineTotal(quantity, multiplier, 3);

/** SPEC §5: recipe search matches the name or the category, ignoring case. */
export function matchesRecipeSearch(recipe: { name: string; category: string | null }, search: string) {
  const needle = search.trim().toLowerCase();
  return (
    !needle || recipe.name.toLowerCase().includes(needle) || (recipe.category ?? '').toLowerCase().includes(needle)
  );
}
