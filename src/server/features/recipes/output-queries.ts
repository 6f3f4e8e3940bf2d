import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { productUnitColumns } from '../../platform/db/rules/product-packs';
import { privateProducts, recipeIngredients, recipeOutputs, recipes } from '../../platform/db/schema';

/*
 * The SQL of batch recipes' outputs (decision 050). Every function takes the owner's id and filters
 * by it through the output's recipe.
 */

type OutputValues = { productId: string; quantity: string; unit: string };

/** Outputs of the owner's recipes: of these recipes, those that make these products, or all of them. */
export function selectOutputs(
  db: Queryable,
  ownerId: string,
  params: { recipeIds: string[] } | { productIds: string[] } | { all: true },
) {
  return db
    .select({
      recipeId: recipeOutputs.recipeId,
      productId: recipeOutputs.productId,
      productName: privateProducts.name,
      quantity: recipeOutputs.quantity,
      unit: recipeOutputs.unit,
      product: productUnitColumns,
      stockQuantity: privateProducts.stockQuantity,
    })
    .from(recipeOutputs)
    .innerJoin(recipes, eq(recipes.id, recipeOutputs.recipeId))
    .innerJoin(privateProducts, eq(privateProducts.id, recipeOutputs.productId))
    .where(
      and(
        eq(recipes.userId, ownerId),
        'recipeIds' in params
          ? inArray(recipeOutputs.recipeId, params.recipeIds)
          : 'productIds' in params
            ? inArray(recipeOutputs.productId, params.productIds)
            : undefined,
      ),
    );
}

/** Every batch recipe of the owner's with what it makes and the products it uses: the graph cycles are looked for in. */
export function selectProductionGraph(db: Queryable, ownerId: string) {
  return db
    .select({
      recipeId: recipeOutputs.recipeId,
      recipeName: recipes.name,
      productId: recipeOutputs.productId,
      productName: privateProducts.name,
      ingredientId: recipeIngredients.productId,
    })
    .from(recipeOutputs)
    .innerJoin(recipes, eq(recipes.id, recipeOutputs.recipeId))
    .innerJoin(privateProducts, eq(privateProducts.id, recipeOutputs.productId))
    .leftJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipeOutputs.recipeId))
    .where(eq(recipes.userId, ownerId));
}

/** Serialises the owner's saves of batch recipes, so that two concurrent saves cannot close a cycle or share a product. */
export async function lockProductionGraph(db: Queryable, ownerId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`recipe-outputs:${ownerId}`}))`);
}

/** Sets what one of the owner's recipes makes, or that it makes nothing; the caller has checked the product. */
export async function replaceOutput(
  db: Queryable,
  ownerId: string,
  params: { recipeId: string; output: OutputValues | null },
) {
  await db.delete(recipeOutputs).where(
    and(
      eq(recipeOutputs.recipeId, params.recipeId),
      inArray(
        recipeOutputs.recipeId,
        db
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(eq(recipes.id, params.recipeId), eq(recipes.userId, ownerId))),
      ),
    ),
  );
  if (params.output) await db.insert(recipeOutputs).values({ recipeId: params.recipeId, ...params.output });
}
