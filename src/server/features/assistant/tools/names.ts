import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { privateProducts, recipes, restaurantContacts } from '../../../platform/db/schema';

export interface UserNames {
  products: Array<{ id: string; name: string }>;
  recipes: Array<{ id: string; name: string }>;
  suppliers: Array<{ id: string; name: string }>;
  categories: string[];
}

/** Every name the user gave: products, recipes, supplier contacts and product categories (for finding them in a question). */
export async function userNames(db: Queryable, userId: string): Promise<UserNames> {
  const [products, recipeRows, suppliers, categories] = await Promise.all([
    db
      .select({ id: privateProducts.id, name: privateProducts.name })
      .from(privateProducts)
      .where(eq(privateProducts.userId, userId)),
    db.select({ id: recipes.id, name: recipes.name }).from(recipes).where(eq(recipes.userId, userId)),
    db
      .select({ id: restaurantContacts.id, name: restaurantContacts.name })
      .from(restaurantContacts)
      .where(eq(restaurantContacts.userId, userId)),
    db
      .selectDistinct({ category: privateProducts.category })
      .from(privateProducts)
      .where(
        and(eq(privateProducts.userId, userId), isNotNull(privateProducts.category), ne(privateProducts.category, '')),
      ),
  ]);
  return { products, recipes: recipeRows, suppliers, categories: categories.map((row) => row.category!) };
}
