import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { ownerPackLists, productUnitColumns, productUnitColumnsFrom } from '../../platform/db/rules/product-packs';
import { preparations, privateProducts, recipeCategories, recipeIngredients, recipes } from '../../platform/db/schema';

/*
 * All SQL of recipes, their categories and preparations. Every function takes the owner's id and
 * filters by it (ingredients through their recipe): another user's row is simply not found. The
 * services hold the transactions and the rules (decision 033).
 */

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const ownRecipe = (ownerId: string, recipeId: string) => and(eq(recipes.id, recipeId), eq(recipes.userId, ownerId));

export type RecipeValues = Omit<typeof recipes.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
type IngredientValues = { productId: string; quantity: string; unit: string; yieldPercent: string | null };

/** The owner's recipes by name, optionally only these ids or those whose name or category contains `search`. */
export function selectRecipes(db: Queryable, ownerId: string, params: { search?: string; ids?: string[] }) {
  const search = params.search?.trim();
  return db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, ownerId),
        params.ids ? inArray(recipes.id, params.ids) : undefined,
        search
          ? or(sql`${recipes.name} ilike ${likeTerm(search)}`, sql`${recipes.category} ilike ${likeTerm(search)}`)
          : undefined,
      ),
    )
    .orderBy(asc(recipes.name));
}

/**
 * The ingredients of these recipes of the owner's (or of all of them), with their product's name, unit,
 * price and stock. All of them is filtered by owner alone: a list of every recipe id cost more to plan
 * than to run on a large recipe book.
 */
export function selectIngredients(db: Queryable, ownerId: string, params: { recipeIds: string[] } | { all: true }) {
  const packLists = ownerPackLists(db, ownerId);
  return db
    .select({
      id: recipeIngredients.id,
      recipeId: recipeIngredients.recipeId,
      productId: privateProducts.id,
      productName: privateProducts.name,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
      yieldPercent: recipeIngredients.yieldPercent,
      product: productUnitColumnsFrom(packLists),
      currentPrice: privateProducts.currentPrice,
      stockQuantity: privateProducts.stockQuantity,
    })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .innerJoin(privateProducts, eq(privateProducts.id, recipeIngredients.productId))
    .leftJoin(packLists, eq(packLists.productId, privateProducts.id))
    .where(
      and(
        eq(recipes.userId, ownerId),
        'recipeIds' in params ? inArray(recipeIngredients.recipeId, params.recipeIds) : undefined,
      ),
    )
    .orderBy(asc(privateProducts.name));
}

/** The owner's products among these ids, with their name and units (another user's are simply absent). */
export function selectProductUnits(db: Queryable, ownerId: string, params: { productIds: string[] }) {
  return db
    .select({ id: privateProducts.id, name: privateProducts.name, ...productUnitColumns })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), inArray(privateProducts.id, params.productIds)));
}

export async function insertRecipe(db: Queryable, ownerId: string, params: { values: RecipeValues }) {
  const [row] = await db
    .insert(recipes)
    .values({ ...params.values, userId: ownerId })
    .returning({ id: recipes.id });
  return row.id;
}

/** True when the recipe was the owner's and is updated. */
export async function updateRecipeRow(
  db: Queryable,
  ownerId: string,
  params: { recipeId: string; values: RecipeValues },
) {
  const rows = await db
    .update(recipes)
    .set(params.values)
    .where(ownRecipe(ownerId, params.recipeId))
    .returning({ id: recipes.id });
  return rows.length > 0;
}

/** True when the recipe was the owner's and is gone (its ingredients with it, by the foreign key). */
export async function deleteRecipeRow(db: Queryable, ownerId: string, params: { recipeId: string }) {
  const rows = await db.delete(recipes).where(ownRecipe(ownerId, params.recipeId)).returning({ id: recipes.id });
  return rows.length > 0;
}

/** The ingredients of one of the owner's recipes; the caller has checked that the recipe and products are the owner's. */
export async function insertIngredients(
  db: Queryable,
  _ownerId: string,
  params: { recipeId: string; items: IngredientValues[] },
) {
  await db.insert(recipeIngredients).values(params.items.map((item) => ({ recipeId: params.recipeId, ...item })));
}

export async function deleteIngredients(db: Queryable, ownerId: string, params: { recipeId: string }) {
  await db
    .delete(recipeIngredients)
    .where(
      and(
        eq(recipeIngredients.recipeId, params.recipeId),
        inArray(
          recipeIngredients.recipeId,
          db.select({ id: recipes.id }).from(recipes).where(ownRecipe(ownerId, params.recipeId)),
        ),
      ),
    );
}

const categoryColumns = {
  id: recipeCategories.id,
  name: recipeCategories.name,
  description: recipeCategories.description,
};
const ownCategory = (ownerId: string, categoryId: string) =>
  and(eq(recipeCategories.id, categoryId), eq(recipeCategories.userId, ownerId));
type CategoryValues = { name: string; description: string | null };

export function selectCategories(db: Queryable, ownerId: string, params: { search?: string }) {
  return db
    .select(categoryColumns)
    .from(recipeCategories)
    .where(
      and(
        eq(recipeCategories.userId, ownerId),
        params.search ? sql`${recipeCategories.name} ilike ${likeTerm(params.search)}` : undefined,
      ),
    )
    .orderBy(asc(recipeCategories.name));
}

export async function insertCategory(db: Queryable, ownerId: string, params: { values: CategoryValues }) {
  const [row] = await db
    .insert(recipeCategories)
    .values({ ...params.values, userId: ownerId })
    .returning(categoryColumns);
  return row;
}

export async function updateCategoryRow(
  db: Queryable,
  ownerId: string,
  params: { categoryId: string; values: CategoryValues },
) {
  const [row] = await db
    .update(recipeCategories)
    .set(params.values)
    .where(ownCategory(ownerId, params.categoryId))
    .returning(categoryColumns);
  return row;
}

export async function deleteCategoryRow(db: Queryable, ownerId: string, params: { categoryId: string }) {
  const rows = await db
    .delete(recipeCategories)
    .where(ownCategory(ownerId, params.categoryId))
    .returning({ id: recipeCategories.id });
  return rows.length > 0;
}

export async function insertPreparation(
  db: Queryable,
  ownerId: string,
  params: { values: Omit<typeof preparations.$inferInsert, 'id' | 'userId'> },
) {
  const [row] = await db
    .insert(preparations)
    .values({ ...params.values, userId: ownerId })
    .returning();
  return row;
}

export function selectRecentPreparations(db: Queryable, ownerId: string, params: { limit: number }) {
  return db
    .select()
    .from(preparations)
    .where(eq(preparations.userId, ownerId))
    .orderBy(desc(preparations.preparationDate))
    .limit(params.limit);
}
