import { sql } from 'drizzle-orm';
import { privateProducts, productPacks } from '../schema/inventory';

/**
 * A product's purchase packs in their order, as the JSON list that convert() takes (decision 034),
 * for a query that selects from private_products. The columns of the correlation are qualified by
 * hand: Drizzle leaves them bare in a query without joins, where "id" would be the pack's own.
 */
export const productPacksJson = sql<Array<{ name: string; quantity: string; unit: string }>>`coalesce((
  select json_agg(json_build_object('name', ${productPacks.name}, 'quantity', ${productPacks.quantity}::text, 'unit', ${productPacks.unit}) order by ${productPacks.position})
  from ${productPacks} where ${productPacks}.${sql.identifier('product_id')} = ${privateProducts}.${sql.identifier('id')}), '[]'::json)`;

/** What a product knows of its units: base unit, density, piece weight, yield and packs. */
export const productUnitColumns = {
  unit: privateProducts.unit,
  densityKgPerL: privateProducts.densityKgPerL,
  pieceWeightG: privateProducts.pieceWeightG,
  yieldPercent: privateProducts.yieldPercent,
  packs: productPacksJson,
};
