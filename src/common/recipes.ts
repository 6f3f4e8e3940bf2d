import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { decimalField, optionalText, lineText, multilineText } from './fields';
import { productPacksSchema } from './product-units';
import { RECIPE_MESSAGES } from './recipes-rules';
import { canonicalUnit } from './units';

export * from './recipes-rules';

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

const blankToNull = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim().replace(',', '.');

/** A line's own usable % (0 < y ≤ 100); blank or absent: the product's yield_percent counts. */
const lineYieldPercent = z
  .union([z.string(), z.number(), z.null()], RECIPE_MESSAGES.yieldPercent)
  .optional()
  .transform(blankToNull)
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, RECIPE_MESSAGES.yieldPercent)
      .refine((value) => Number(value) > 0 && Number(value) <= 100, RECIPE_MESSAGES.yieldPercent)
      .nullable(),
  );

/** The unit the cook wrote ('gramos' → 'g', 'Caja'); blank or absent: the product's base unit. */
const lineUnit = z
  .union([lineText(), z.null()], RECIPE_MESSAGES.unitRequired)
  .optional()
  .transform((value) => (value === null || value === undefined || value.trim() === '' ? null : value.trim()))
  .pipe(z.string().max(50, RECIPE_MESSAGES.unitTooLong).transform(canonicalUnit).nullable());

/** One ingredient line as written: 200 g of a product kept in kg (decision 036). */
export const recipeLineInputSchema = z.object({
  productId: z.uuid(RECIPE_MESSAGES.ingredientsRequired),
  quantity: positiveDecimal('La cantidad es requerida', RECIPE_MESSAGES.quantityPositive, 3),
  unit: lineUnit,
  yieldPercent: lineYieldPercent,
});

/** A batch recipe's output (decision 050): one batch adds `quantity` `unit` of the product to stock. */
export const recipeOutputInputSchema = z.object({
  productId: z.uuid(RECIPE_MESSAGES.outputProductRequired),
  quantity: positiveDecimal(RECIPE_MESSAGES.outputQuantityRequired, RECIPE_MESSAGES.quantityPositive, 3),
  unit: lineUnit,
});
export type RecipeOutputInput = z.input<typeof recipeOutputInputSchema>;

/** An ingredient that could not become a line: no product of that name, or a unit it cannot convert. */
export const missingIngredientSchema = z.object({
  name: lineText(RECIPE_MESSAGES.missingName).trim().min(1, RECIPE_MESSAGES.missingName).max(200),
  quantity: z.string().trim().max(20),
  unit: z.string().trim().max(50),
  reason: z.string().trim().max(600),
});
export type MissingIngredient = z.infer<typeof missingIngredientSchema>;

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
  preparationSteps: z
    .array(
      multilineText(RECIPE_MESSAGES.stepRequired)
        .trim()
        .min(1, RECIPE_MESSAGES.stepRequired)
        .max(1000, RECIPE_MESSAGES.stepTooLong),
    )
    .max(50, RECIPE_MESSAGES.tooManySteps)
    .default([]),
  ingredients: z
    .array(recipeLineInputSchema, RECIPE_MESSAGES.ingredientsRequired)
    .min(1, RECIPE_MESSAGES.ingredientsRequired)
    .max(100),
  /** Absent: an update keeps the stored list (an AI recipe's ingredients without a product). */
  missingIngredients: z.array(missingIngredientSchema).max(100).optional(),
  /** "Produce inventario": null does not produce; absent, an update keeps what it produced. */
  produces: recipeOutputInputSchema.nullable().optional(),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** What the product knows of its units (decision 034), so that web and server convert alike. */
export const ingredientProductSchema = z.object({
  unit: z.string(),
  densityKgPerL: z.string().nullable(),
  pieceWeightG: z.string().nullable(),
  yieldPercent: z.string(),
  packs: productPacksSchema,
});
export type IngredientProduct = z.infer<typeof ingredientProductSchema>;

export const recipeIngredientSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  /** As the cook wrote it: 200 g. */
  quantity: z.string(),
  unit: z.string(),
  /** The line's own usable %; null: the product's counts. */
  yieldPercent: z.string().nullable(),
  product: ingredientProductSchema,
  currentPrice: z.string(),
  /** In the product's base unit (product.unit). */
  stockQuantity: z.string(),
  /** What one batch takes from stock, in the base unit (÷ yield, 3 decimals); null when the unit no longer converts. */
  grossQuantity: z.string().nullable(),
  lineCost: z.string(),
  /**
   * The exact price of one base unit as 'num/den' when a recipe of the owner's makes the product
   * (decision 050: its current batch cost ÷ yield); null: `currentPrice` counts.
   */
  unitCost: z.string().nullable(),
  /** Why the unit no longer converts (the product's units changed), in Spanish; null when it does. */
  unitProblem: z.string().nullable(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeOutputSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  /** One batch, as the cook wrote it: 2 l. */
  quantity: z.string(),
  unit: z.string(),
  product: ingredientProductSchema,
  stockQuantity: z.string(),
  /** The batch's current cost ÷ yield, per base unit, in cents; null when the unit no longer converts. */
  unitCost: z.string().nullable(),
  unitProblem: z.string().nullable(),
});
export type RecipeOutput = z.infer<typeof recipeOutputSchema>;

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
  /** Ingredients with no line (AI recipes): their cost is not in totalCost. */
  missingIngredients: z.array(missingIngredientSchema),
  totalCost: z.string(),
  costPerUnit: z.string(),
  /** Cost ÷ sale price × 100 per yield unit; null without a sale price. */
  foodCostPercent: z.string().nullable(),
  /** Sale price − cost per yield unit; null without a sale price. */
  margin: z.string().nullable(),
  /** SPEC §2 /preparaciones: whether every ingredient has the stock one batch needs. */
  canPrepare: z.boolean(),
  /** "Produce inventario" (decision 050). */
  produces: recipeOutputSchema.nullable(),
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
  /** The branch whose kitchen prepared it; absent means the main one (decision 056). */
  locationId: locationIdField(),
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
  /** What a batch recipe added to stock, in the product's base unit, at its new cost per base unit. */
  produced: z
    .object({
      productId: z.string(),
      productName: z.string(),
      quantity: z.string(),
      unit: z.string(),
      unitCost: z.string(),
    })
    .nullable(),
});
export type Preparation = z.infer<typeof preparationSchema>;
