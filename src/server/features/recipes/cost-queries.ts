import { asc, eq, sql } from 'drizzle-orm';
import type { PricedLine } from '@common/recipe-costs';
import type { Queryable } from '../../platform/db/client';
import { ownerPackLists } from '../../platform/db/rules/product-packs';
import { privateProducts, recipeIngredients, recipes } from '../../platform/db/schema';

/**
 * Every recipe of the owner's with what its money figures need (decision 058): yield, sale price, how
 * many ingredients were saved without a line, and its lines with their product's units and price as
 * one JSON list, numbers as exact text. One row per recipe rather than per line because PGlite decodes
 * every field of a result in JavaScript: 2,500 lines as rows took 1.5–4 times as long as their JSON.
 */
export function selectRecipeCostInputs(db: Queryable, ownerId: string) {
  const packLists = ownerPackLists(db, ownerId);
  const line = sql`json_build_object(
    'productId', ${privateProducts.id},
    'productName', ${privateProducts.name},
    'quantity', ${recipeIngredients.quantity}::text,
    'unit', ${recipeIngredients.unit},
    'yieldPercent', ${recipeIngredients.yieldPercent}::text,
    'currentPrice', ${privateProducts.currentPrice}::text,
    'product', json_build_object(
      'unit', ${privateProducts.unit},
      'densityKgPerL', ${privateProducts.densityKgPerL}::text,
      'pieceWeightG', ${privateProducts.pieceWeightG}::text,
      'yieldPercent', ${privateProducts.yieldPercent}::text,
      'packs', coalesce(${packLists.packs}, '[]'::json)))`;
  return db
    .select({
      id: recipes.id,
      name: recipes.name,
      finalYield: recipes.finalYield,
      salePrice: recipes.salePrice,
      missingCount: sql<number>`jsonb_array_length(${recipes.missingIngredients})`,
      lines: sql<
        PricedLine[]
      >`coalesce(json_agg(${line}) filter (where ${recipeIngredients.id} is not null), '[]'::json)`,
    })
    .from(recipes)
    .leftJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .leftJoin(privateProducts, eq(privateProducts.id, recipeIngredients.productId))
    .leftJoin(packLists, eq(packLists.productId, privateProducts.id))
    .where(eq(recipes.userId, ownerId))
    .groupBy(recipes.id)
    .orderBy(asc(recipes.name));
}
