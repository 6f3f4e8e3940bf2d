import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../client';
import { privateProducts, productPacks } from '../schema/inventory';

export type ProductPackJson = { name: string; quantity: string; unit: string };

/**
 * A product's purchase packs in their order, as the JSON list that convert() takes (decision 034);
 * an empty list when it has none. The subquery is a nested fragment so that Drizzle keeps its
 * columns qualified in a single-table select (it strips table names only from the selection's
 * top-level columns), where a bare "id" would be the pack's own.
 */
const packList = sql`json_agg(json_build_object('name', ${productPacks.name}, 'quantity', ${productPacks.quantity}::text, 'unit', ${productPacks.unit}) order by ${productPacks.position})`;

export function packsOf(productId: SQLWrapper) {
  const packs = sql`(select ${packList} from ${productPacks} where ${productPacks.productId} = ${productId})`;
  return sql<ProductPackJson[]>`coalesce(${packs}, '[]'::json)`;
}

/**
 * Every pack list of one owner's products at once, to join by product id: for reads of many rows
 * (the recipe book's lines), where packsOf's subquery would run once per row.
 */
export function ownerPackLists(db: Queryable, ownerId: string) {
  return db
    .select({
      productId: sql<string>`${productPacks.productId}`.as('pack_product_id'),
      packs: sql`${packList}`.as('packs'),
    })
    .from(productPacks)
    .innerJoin(privateProducts, eq(privateProducts.id, productPacks.productId))
    .where(eq(privateProducts.userId, ownerId))
    .groupBy(productPacks.productId)
    .as('pack_lists');
}

/** productUnitColumns with the packs taken from ownerPackLists, joined on the product's id. */
export const productUnitColumnsFrom = (lists: ReturnType<typeof ownerPackLists>) => ({
  ...productUnitColumns,
  packs: sql<ProductPackJson[]>`coalesce(${lists.packs}, '[]'::json)`,
});

/** What a product knows of its units: base unit, density, piece weight, yield and packs. */
export const productUnitColumns = {
  unit: privateProducts.unit,
  densityKgPerL: privateProducts.densityKgPerL,
  pieceWeightG: privateProducts.pieceWeightG,
  yieldPercent: privateProducts.yieldPercent,
  packs: packsOf(privateProducts.id),
};
