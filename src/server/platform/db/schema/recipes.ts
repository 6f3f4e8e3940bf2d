import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id, maxLength, money, quantity, updatedAt } from './columns';
import { privateProducts } from './inventory';
import { branchId } from './restaurant';

export const recipeCategories = pgTable(
  'recipe_categories',
  {
    id: id(),
    userId: userId(),
    name: text().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recipe_categories_user_lower_name_key').on(t.userId, sql`lower(${t.name})`),
    check('recipe_categories_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('recipe_categories_description_length', maxLength(t.description, 500)),
  ],
);

export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    userId: userId(),
    name: text().notNull(),
    description: text(),
    category: text(),
    finalYield: quantity().notNull(),
    yieldUnit: text().notNull().default('unidad'),
    imageUrl: text(),
    /** Beyond the spec: optional menu price, for food-cost % and margin. */
    salePrice: money(),
    preparationSteps: jsonb().$type<string[]>().notNull().default([]),
    /** Ingredients an AI recipe named that became no line: no such product, or a unit it cannot convert (decision 036). */
    missingIngredients: jsonb()
      .$type<Array<{ name: string; quantity: string; unit: string; reason: string }>>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.name),
    check('recipes_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('recipes_description_length', maxLength(t.description, 500)),
    check('recipes_category_length', maxLength(t.category, 100)),
    check('recipes_yield_unit_length', sql`char_length(${t.yieldUnit}) between 1 and 50`),
    check('recipes_yield_positive', sql`${t.finalYield} > 0`),
    check('recipes_sale_price_not_negative', sql`${t.salePrice} >= 0`),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    /** In `unit`, as the cook wrote it (decision 036). */
    quantity: quantity().notNull(),
    /** A unit code, a pack's name or the product's own unit: anything that converts to the product's base unit. */
    unit: text().notNull(),
    /** The line's own usable %; null: the product's yield_percent counts. */
    yieldPercent: numeric({ precision: 5, scale: 2 }),
  },
  (t) => [
    index().on(t.recipeId),
    index().on(t.productId),
    check('recipe_ingredients_quantity_positive', sql`${t.quantity} > 0`),
    check('recipe_ingredients_unit_length', sql`char_length(${t.unit}) between 1 and 50`),
    check('recipe_ingredients_yield_percent', sql`${t.yieldPercent} > 0 and ${t.yieldPercent} <= 100`),
  ],
);

/**
 * A batch recipe's output (decision 050): one batch adds `quantity` `unit` of the product to stock.
 * One recipe produces at most one product, and a product is produced by at most one recipe.
 */
export const recipeOutputs = pgTable(
  'recipe_outputs',
  {
    recipeId: uuid()
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .unique()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    /** In `unit`, as the cook wrote it; converts to the product's base unit. */
    quantity: quantity().notNull(),
    unit: text().notNull(),
  },
  (t) => [
    check('recipe_outputs_quantity_positive', sql`${t.quantity} > 0`),
    check('recipe_outputs_unit_length', sql`char_length(${t.unit}) between 1 and 50`),
  ],
);

export const preparations = pgTable(
  'preparations',
  {
    id: id(),
    userId: userId(),
    /** Kept (as null) when the recipe is deleted, so the history of what was cooked stays. */
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    recipeName: text().notNull(),
    yieldUnit: text().notNull(),
    quantityPrepared: numeric({ precision: 12, scale: 2 }).notNull(),
    totalCost: money().notNull(),
    notes: text(),
    /** What a batch recipe added to stock (decision 050), kept as it was when the product is later renamed or deleted. */
    produced: jsonb().$type<{
      productId: string;
      productName: string;
      quantity: string;
      unit: string;
      unitCost: string;
    }>(),
    /** The branch whose stock it used (decision 057). */
    locationId: branchId(),
    preparationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.preparationDate.desc()),
    index().on(t.recipeId),
    check('preparations_multiplier_min', sql`${t.quantityPrepared} >= 0.01`),
    check('preparations_notes_length', maxLength(t.notes, 500)),
    check('preparations_cost_not_negative', sql`${t.totalCost} >= 0`),
  ],
);
