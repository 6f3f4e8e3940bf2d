import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lineTotal } from '@common/money';
import { RECIPE_MESSAGES, recipeCosts, type Recipe, type recipeInputSchema } from '@common/recipes';
import type { Database, Queryable, Transaction } from '../../platform/db/client';
import { privateProducts, recipeIngredients, recipes } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';

type RecipeInput = z.output<typeof recipeInputSchema>;

/** Recipes with their ingredients, costed from the products' current prices. */
export async function listRecipes(db: Queryable, userId: string, options: { search?: string; ids?: string[] } = {}): Promise<Recipe[]> {
  const needle = options.search?.trim() ? `%${options.search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, userId),
        options.ids ? inArray(recipes.id, options.ids) : undefined,
        needle ? or(sql`${recipes.name} ilike ${needle}`, sql`${recipes.category} ilike ${needle}`) : undefined,
      ),
    )
    .orderBy(asc(recipes.name));
  if (rows.length === 0) return [];
  const ingredients = await db
    .select({
      id: recipeIngredients.id,
      recipeId: recipeIngredients.recipeId,
      productId: privateProducts.id,
      productName: privateProducts.name,
      unit: privateProducts.unit,
      quantity: recipeIngredients.quantity,
      currentPrice: privateProducts.currentPrice,
      stockQuantity: privateProducts.stockQuantity,
    })
    .from(recipeIngredients)
    .innerJoin(privateProducts, eq(privateProducts.id, recipeIngredients.productId))
    .where(inArray(recipeIngredients.recipeId, rows.map((row) => row.id)))
    .orderBy(asc(privateProducts.name));
  // Grouped once: filtering the whole ingredient list per recipe was quadratic (500 recipes × 2,500 lines).
  const byRecipe = new Map<string, typeof ingredients>();
  for (const item of ingredients) {
    const list = byRecipe.get(item.recipeId);
    if (list) list.push(item);
    else byRecipe.set(item.recipeId, [item]);
  }
  return rows.map((row) => {
    const own = (byRecipe.get(row.id) ?? []).map(({ recipeId: _recipeId, ...item }) => ({ ...item, lineCost: lineTotal(item.quantity, item.currentPrice) }));
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
      ...recipeCosts({ finalYield: row.finalYield, salePrice: row.salePrice, ingredients: own }),
    };
  });
}

export async function getRecipe(db: Queryable, userId: string, id: string) {
  const [recipe] = await listRecipes(db, userId, { ids: [id] });
  if (!recipe) throw notFound(RECIPE_MESSAGES.recipeNotFound);
  return recipe;
}

/** Every ingredient must be one of the owner's own products. */
async function assertOwnProducts(tx: Transaction, userId: string, productIds: string[]) {
  const unique = [...new Set(productIds)];
  const found = await tx
    .select({ id: privateProducts.id })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, userId), inArray(privateProducts.id, unique)));
  if (found.length !== unique.length) throw badRequest(RECIPE_MESSAGES.productNotFound, 'unknown_product');
}

const recipeValues = (input: RecipeInput) => ({
  name: input.name,
  description: input.description,
  category: input.category,
  finalYield: input.finalYield,
  yieldUnit: input.yieldUnit,
  salePrice: input.salePrice,
  preparationSteps: input.preparationSteps,
});

export async function createRecipe(db: Database, userId: string, input: RecipeInput, imageUrl: string | null = null) {
  const id = await db.transaction(async (tx) => {
    await assertOwnProducts(tx, userId, input.ingredients.map((item) => item.productId));
    const [row] = await tx.insert(recipes).values({ ...recipeValues(input), userId, imageUrl }).returning({ id: recipes.id });
    await tx.insert(recipeIngredients).values(input.ingredients.map((item) => ({ recipeId: row.id, ...item })));
    return row.id;
  });
  return getRecipe(db, userId, id);
}

/** SPEC §7: updating a recipe replaces all its ingredients (delete, then insert), in one transaction. */
export async function updateRecipe(db: Database, userId: string, id: string, input: RecipeInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(recipes).set(recipeValues(input)).where(and(eq(recipes.id, id), eq(recipes.userId, userId))).returning({ id: recipes.id });
    if (!row) throw notFound(RECIPE_MESSAGES.recipeNotFound);
    await assertOwnProducts(tx, userId, input.ingredients.map((item) => item.productId));
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, id));
    await tx.insert(recipeIngredients).values(input.ingredients.map((item) => ({ recipeId: id, ...item })));
  });
  return getRecipe(db, userId, id);
}

export async function deleteRecipe(db: Database, userId: string, id: string) {
  const [row] = await db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.userId, userId))).returning({ id: recipes.id });
  if (!row) throw notFound(RECIPE_MESSAGES.recipeNotFound);
}
