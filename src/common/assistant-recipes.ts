import { z } from 'zod';
import { lineText, multilineText } from './fields';
import { AI_MESSAGES } from './assistant';
import { missingIngredientSchema } from './recipes';

/** Why a proposed ingredient became no recipe line (decision 036); a unit problem says it in UnitError's words. */
export const NOT_IN_INVENTORY = 'No está en tu inventario';

/** SPEC §3 "AI recipe result", with the spec's field names (decision 001). */
export const aiRecipeIngredientSchema = z.object({
  product_name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** What the user has of it now, in the same unit ('0' when it is not in the inventory). */
  available_quantity: z.string(),
});
export type AiRecipeIngredient = z.infer<typeof aiRecipeIngredientSchema>;

export const aiRecipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  final_yield: z.string(),
  yield_unit: z.string(),
  ingredients: z.array(aiRecipeIngredientSchema),
  preparation_steps: z.array(z.string()),
  missing_ingredients: z.array(z.string()),
});
export type AiRecipe = z.infer<typeof aiRecipeSchema>;

export const supplierSuggestionSchema = z.object({
  ingredient: z.string(),
  quantity_needed: z.string(),
  reason: z.string(),
  supplier: z.object({
    company_name: z.string(),
    product_name: z.string(),
    price: z.string(),
    unit: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type SupplierSuggestion = z.infer<typeof supplierSuggestionSchema>;

/** SPEC §7 create-recipe-ai answer. */
export const aiRecipeResultSchema = z.object({
  success: z.literal(true),
  recipe: aiRecipeSchema,
  imageUrl: z.string().nullable(),
  supplier_suggestions: z.array(supplierSuggestionSchema),
});
export type AiRecipeResult = z.infer<typeof aiRecipeResultSchema>;

/** Optional wishes for a proposal; `exclude` skips dishes already proposed ("otra propuesta"). */
export const generateRecipeInputSchema = z
  .object({
    category: lineText().trim().max(100).optional(),
    exclude: z.array(lineText().trim().max(200)).max(100).default([]),
  })
  .default({ exclude: [] });
export type GenerateRecipeInput = z.input<typeof generateRecipeInputSchema>;

const decimal = (message: string) =>
  z
    .union([z.string(), z.number()], message)
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,3})?$/, message)
        .refine((value) => Number(value) > 0, message),
    );

/**
 * Saving a proposal to the recipe book: each ingredient is looked up among the user's products by
 * name, ignoring case (SPEC §7), and kept in its own unit when the product converts it; the others
 * are stored as the recipe's missing ingredients, with the reason (decision 036).
 */
export const saveAiRecipeSchema = z.object({
  name: lineText().trim().min(1, 'El nombre es requerido').max(200, 'El nombre no puede superar los 200 caracteres'),
  description: multilineText()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  category: lineText()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  final_yield: decimal('El rendimiento es requerido'),
  yield_unit: lineText().trim().min(1, 'La unidad es requerida').max(50),
  ingredients: z
    .array(
      z.object({
        product_name: lineText().trim().min(1).max(200),
        quantity: decimal('La cantidad debe ser mayor que 0'),
        /** The proposal's unit ('litro', 'pieza'); absent: the product's base unit. */
        unit: lineText().trim().max(50, 'La unidad no puede superar los 50 caracteres').optional(),
      }),
    )
    .min(1, AI_MESSAGES.noMatchingIngredients)
    .max(100),
  preparation_steps: z.array(multilineText().trim().min(1).max(1000)).max(50).default([]),
  imageUrl: lineText()
    .max(500)
    .nullish()
    .transform((value) => value || null),
});
export type SaveAiRecipeInput = z.input<typeof saveAiRecipeSchema>;

export const saveAiRecipeResultSchema = z.object({
  recipeId: z.uuid(),
  /** The names of the ingredients that became no line (those of `missing`). */
  skipped: z.array(z.string()),
  /** Ingredients stored as missing: no product of that name, or a unit it cannot convert. */
  missing: z.array(missingIngredientSchema),
});
export type SaveAiRecipeResult = z.infer<typeof saveAiRecipeResultSchema>;

/** SPEC §7 generate-recipe-image answer. */
export const recipeImageResultSchema = z.object({ success: z.literal(true), imageUrl: z.string() });
export type RecipeImageResult = z.infer<typeof recipeImageResultSchema>;
