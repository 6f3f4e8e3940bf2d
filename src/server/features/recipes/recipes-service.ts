import type { z } from 'zod';
import { RECIPE_MESSAGES, type Recipe, type recipeInputSchema } from '@common/recipes';
import { withMadeCosts } from '@common/batch-costs';
import { batchUnitCost, costIngredient, outputProblemOf, recipeCosts, recipeMoneyFigures } from '@common/recipe-costs';
import { toDecimal } from '@common/ratio';
import { MONEY_PLACES } from '@common/unit-costs';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import {
  deleteIngredients,
  deleteRecipeRow,
  insertIngredients,
  insertRecipe,
  selectIngredients,
  selectRecipes,
  updateRecipeRow,
  type RecipeValues,
} from './queries';
import { selectRecipeCostInputs } from './cost-queries';
import { madeCostsFor } from './made-costs';
import { replaceOutput, selectOutputs } from './output-queries';
import { storedLines } from './recipe-lines';
import { storedOutput } from './recipe-output';

type RecipeInput = z.output<typeof recipeInputSchema>;

/**
 * The owner's recipes (all, these ids, or those matching `search`) with their lines, a made product's
 * line carrying its batch recipe's current cost (decision 050), and the owner's batch outputs.
 */
async function readBook(db: Queryable, ownerId: string, options: { search?: string; ids?: string[] }) {
  const rows = await selectRecipes(db, ownerId, options);
  if (rows.length === 0) return null;
  const recipeIds = rows.map((row) => row.id);
  const whole = !options.ids && !options.search?.trim();
  // The whole book is read by owner, not by a list of its ids (planning a 500-id list cost more than the read).
  const [ingredients, allOutputs] = await Promise.all([
    selectIngredients(db, ownerId, whole ? { all: true } : { recipeIds }),
    selectOutputs(db, ownerId, { all: true }),
  ]);
  // Grouped once: filtering the whole ingredient list per recipe was quadratic (500 recipes × 2,500 lines).
  const byRecipe = new Map<string, typeof ingredients>();
  for (const id of recipeIds) byRecipe.set(id, []);
  for (const item of ingredients) byRecipe.get(item.recipeId)?.push(item);
  const madeCosts = await madeCostsFor(
    db,
    ownerId,
    ingredients.map((item) => item.productId),
    { outputs: allOutputs, known: byRecipe },
  );
  const linesOf = (recipeId: string) => withMadeCosts(byRecipe.get(recipeId) ?? [], (id) => madeCosts.get(id));
  return { rows, linesOf, outputs: new Map(allOutputs.map((output) => [output.recipeId, output])) };
}

/**
 * An owner's recipes with their ingredients, costed from the products' current prices — a product a
 * batch recipe makes at that recipe's current cost (decision 050). By owner id rather than actor
 * because the assistant's tools (decision 027) call it with the owner they act for.
 */
export async function listRecipes(
  db: Queryable,
  ownerId: string,
  options: { search?: string; ids?: string[] } = {},
): Promise<Recipe[]> {
  const book = await readBook(db, ownerId, options);
  if (!book) return [];
  return book.rows.map((row) => {
    const own = book.linesOf(row.id).map(({ recipeId: _recipeId, ...item }) => ({ ...item, ...costIngredient(item) }));
    const produces = outputOf(book.outputs.get(row.id), own);
    const costs = recipeCosts({ finalYield: row.finalYield, salePrice: row.salePrice, ingredients: own });
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      finalYield: row.finalYield,
      yieldUnit: row.yieldUnit,
      imageUrl: row.imageUrl,
      salePrice: row.salePrice,
      preparationSteps: row.preparationSteps,
      ingredients: own,
      missingIngredients: row.missingIngredients,
      ...costs,
      canPrepare: costs.canPrepare && !produces?.unitProblem,
      produces,
    };
  });
}

/**
 * Every recipe of the owner's with a sale price and its money figures, as listRecipes costs them
 * (recipeMoneyFigures), from a read of only what they need (selectRecipeCostInputs): the food-cost
 * report's read. `incomplete` counts missing ingredients and lines that do not convert.
 */
export async function listRecipeCosts(db: Queryable, ownerId: string) {
  const [book, outputs] = await Promise.all([
    selectRecipeCostInputs(db, ownerId),
    selectOutputs(db, ownerId, { all: true }),
  ]);
  const madeCosts = await madeCostsFor(
    db,
    ownerId,
    book.flatMap((row) => row.lines.map((line) => line.productId)),
    { outputs, known: new Map(book.map((row) => [row.id, row.lines])) },
  );
  return book.flatMap((row) => {
    if (row.salePrice === null) return [];
    const figures = recipeMoneyFigures({
      finalYield: row.finalYield,
      salePrice: row.salePrice,
      ingredients: withMadeCosts(row.lines, (id) => madeCosts.get(id)),
    });
    if (figures.foodCostPercent === null || figures.margin === null) return [];
    return [
      {
        id: row.id,
        name: row.name,
        salePrice: row.salePrice,
        costPerUnit: figures.costPerUnit,
        foodCostPercent: figures.foodCostPercent,
        margin: figures.margin,
        incomplete: row.missingCount + figures.unitProblems,
      },
    ];
  });
}

function outputOf(
  output: Awaited<ReturnType<typeof selectOutputs>>[number] | undefined,
  ingredients: Parameters<typeof batchUnitCost>[0],
): Recipe['produces'] {
  if (!output) return null;
  const { recipeId: _recipeId, ...rest } = output;
  const unitProblem = outputProblemOf(output);
  return {
    ...rest,
    unitCost: unitProblem ? null : toDecimal(batchUnitCost(ingredients, output), MONEY_PLACES),
    unitProblem,
  };
}

/** The caller's recipes, optionally those whose name or category contains `search`. */
export async function searchRecipes(db: Queryable, actor: Actor, search?: string): Promise<Recipe[]> {
  return listRecipes(db, actor.userId, { search });
}

export async function getRecipe(db: Queryable, actor: Actor, id: string) {
  const [recipe] = await listRecipes(db, actor.userId, { ids: [id] });
  if (!recipe) throw notFound(RECIPE_MESSAGES.recipeNotFound);
  return recipe;
}

const idsOf = (items: ReadonlyArray<{ productId: string }>) => items.map((item) => item.productId);

const recipeValues = (input: RecipeInput): RecipeValues => ({
  name: input.name,
  description: input.description,
  category: input.category,
  finalYield: input.finalYield,
  yieldUnit: input.yieldUnit,
  salePrice: input.salePrice,
  preparationSteps: input.preparationSteps,
  // Left out of an update, the stored list stays.
  ...(input.missingIngredients ? { missingIngredients: input.missingIngredients } : {}),
});

/** A recipe and its ingredients for an owner; by owner id because the assistant saves recipes too (see listRecipes). */
export async function createRecipe(db: Database, ownerId: string, input: RecipeInput, imageUrl: string | null = null) {
  const id = await db.transaction(async (tx) => {
    const items = await storedLines(tx, ownerId, input.ingredients);
    const output = input.produces
      ? await storedOutput(tx, ownerId, { recipeId: null, output: input.produces, ingredientIds: idsOf(items) })
      : null;
    const recipeId = await insertRecipe(tx, ownerId, { values: { ...recipeValues(input), imageUrl } });
    await insertIngredients(tx, ownerId, { recipeId, items });
    if (output) await replaceOutput(tx, ownerId, { recipeId, output });
    return recipeId;
  });
  const [recipe] = await listRecipes(db, ownerId, { ids: [id] });
  return recipe;
}

export async function addRecipe(db: Database, actor: Actor, input: RecipeInput) {
  return createRecipe(db, actor.userId, input);
}

/** SPEC §7: updating a recipe replaces all its ingredients (delete, then insert), in one transaction. */
export async function updateRecipe(db: Database, actor: Actor, id: string, input: RecipeInput) {
  await db.transaction(async (tx) => {
    if (!(await updateRecipeRow(tx, actor.userId, { recipeId: id, values: recipeValues(input) })))
      throw notFound(RECIPE_MESSAGES.recipeNotFound);
    const items = await storedLines(tx, actor.userId, input.ingredients);
    // Left out, the stored output stays, and is checked against the new ingredients.
    const wanted =
      input.produces === undefined
        ? ((await selectOutputs(tx, actor.userId, { recipeIds: [id] }))[0] ?? null)
        : input.produces;
    const output = wanted
      ? await storedOutput(tx, actor.userId, { recipeId: id, output: wanted, ingredientIds: idsOf(items) })
      : null;
    await deleteIngredients(tx, actor.userId, { recipeId: id });
    await insertIngredients(tx, actor.userId, { recipeId: id, items });
    await replaceOutput(tx, actor.userId, { recipeId: id, output });
  });
  return getRecipe(db, actor, id);
}

export async function deleteRecipe(db: Database, actor: Actor, id: string) {
  if (!(await deleteRecipeRow(db, actor.userId, { recipeId: id }))) throw notFound(RECIPE_MESSAGES.recipeNotFound);
}
