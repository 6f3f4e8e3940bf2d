import { RECIPE_MESSAGES, type RecipeCategory } from '@common/recipes';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { deleteCategoryRow, insertCategory, selectCategories, updateCategoryRow } from './queries';

type CategoryInput = { name: string; description: string | null };

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

export async function listCategories(db: Database, actor: Actor, search?: string): Promise<RecipeCategory[]> {
  return selectCategories(db, actor.userId, { search });
}

export async function createCategory(db: Database, actor: Actor, input: CategoryInput) {
  return guardDuplicate(() => insertCategory(db, actor.userId, { values: input }));
}

export async function updateCategory(db: Database, actor: Actor, id: string, input: CategoryInput) {
  const row = await guardDuplicate(() => updateCategoryRow(db, actor.userId, { categoryId: id, values: input }));
  if (!row) throw notFound(RECIPE_MESSAGES.categoryNotFound);
  return row;
}

export async function deleteCategory(db: Database, actor: Actor, id: string) {
  if (!(await deleteCategoryRow(db, actor.userId, { categoryId: id })))
    throw notFound(RECIPE_MESSAGES.categoryNotFound);
}
