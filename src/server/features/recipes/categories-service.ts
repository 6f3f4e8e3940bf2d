import { and, asc, eq, sql } from 'drizzle-orm';
import { RECIPE_MESSAGES, type RecipeCategory } from '@common/recipes';
import type { Database } from '../../platform/db/client';
import { recipeCategories } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';

type CategoryInput = { name: string; description: string | null };
const columns = { id: recipeCategories.id, name: recipeCategories.name, description: recipeCategories.description };

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
};

/** The unique index on (user, lower(name)) answers a duplicate, also between two concurrent requests. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RECIPE_MESSAGES.categoryExists, 'duplicate_category');
    throw error;
  }
}

export async function listCategories(db: Database, userId: string, search?: string): Promise<RecipeCategory[]> {
  return db
    .select(columns)
    .from(recipeCategories)
    .where(and(eq(recipeCategories.userId, userId), search ? sql`${recipeCategories.name} ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : undefined))
    .orderBy(asc(recipeCategories.name));
}

export async function createCategory(db: Database, userId: string, input: CategoryInput) {
  const [row] = await guardDuplicate(() => db.insert(recipeCategories).values({ ...input, userId }).returning(columns));
  return row;
}

export async function updateCategory(db: Database, userId: string, id: string, input: CategoryInput) {
  const [row] = await guardDuplicate(() =>
    db.update(recipeCategories).set(input).where(and(eq(recipeCategories.id, id), eq(recipeCategories.userId, userId))).returning(columns),
  );
  if (!row) throw notFound(RECIPE_MESSAGES.categoryNotFound);
  return row;
}

export async function deleteCategory(db: Database, userId: string, id: string) {
  const [row] = await db.delete(recipeCategories).where(and(eq(recipeCategories.id, id), eq(recipeCategories.userId, userId))).returning({ id: recipeCategories.id });
  if (!row) throw notFound(RECIPE_MESSAGES.categoryNotFound);
}
