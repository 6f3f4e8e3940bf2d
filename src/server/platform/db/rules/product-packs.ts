import { sql, type SQLWrapper } from 'drizzle-orm';
import { privateProducts, productPacks } from '../schema/inventory';

export type ProductPackJson = { name: string; quantity: string; unit: string };

/**
 * A product's purchase packs in their order, as the JSON list that convert() takes (decision 034);
 * an empty list when it has none. The subquery is a nested fragment so that Drizzle keeps its
 * columns qualified in a single-table select (it strips table names only from the selection's
 * top-level columns), where a bare "id" would be the pack's own.
 */
export function packsOf(productId: SQLWrapper) {
  const packs = sql`(select json_agg(json_build_object('name', ${productPacks.name}, 'quantity', ${productPacks.quantity}::text, 'unit', ${productPacks.unit}) order by ${productPacks.position})
    from ${productPacks} where ${productPacks.productId} = ${productId})`;
  return sql<ProductPackJson[]>`coalesce(${packs}, '[]'::json)`;
}

/** What a product knows of its units: base unit, density, piece weight, yield and packs. */
export const productUnitColumns = {
  unit: privateProducts.unit,
  densityKgPerL: privateProducts.densityKgPerL,
  pieceWeightG: privateProducts.pieceWeightG,
  yieldPercent: privateProducts.yieldPercent,
  packs: packsOf(privateProducts.id),
};
