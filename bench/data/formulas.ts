/**
 * Row values as SQL expressions of a row's index, so every table is one `INSERT … SELECT
 * generate_series` and rows can point at each other (a product's id is md5 of its index) without
 * reading anything back.
 */
import { MARKETPLACE_CATALOG } from './vocabulary';

export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A stable uuid for the `index`-th row of a kind: md5('bench-<kind>-<index>') with the version (4)
 * and variant nibbles set, since the API's schemas accept only RFC 9562 uuids.
 */
export const uuidOf = (kind: string, index: string) =>
  `overlay(overlay(md5('bench-${kind}-' || (${index})) placing '4' from 13) placing '8' from 17)::uuid`;

/** The list's element at `index` (cycling). */
export const pick = (list: readonly string[], index: string) => `(array[${list.map(literal).join(', ')}])[1 + ((${index}) % ${list.length})]`;

/** The list's element, then a number once the list has been used up ("Salsa verde 3"). */
export const numbered = (list: readonly string[], index: string) =>
  `${pick(list, index)} || case when (${index}) >= ${list.length} then ' ' || ((${index}) / ${list.length} + 1) else '' end`;

/** A restaurant product's price: $20.00–$499.75. */
export const productPrice = (index: string) => `(20 + ((${index}) * 37) % 480 + ((${index}) % 4) * 0.25)::numeric(14, 2)`;
/** Stock before the journal's ups and downs, and the size of each up and down. */
export const openingStock = (index: string) => `(5 + ((${index}) * 17) % 200)`;
export const swing = (index: string) => `(1 + (${index}) % 5)`;

export const SUPPLIER_USER_PREFIX = 'bench-supplier-';
export const supplierUserId = (index: string) => `'${SUPPLIER_USER_PREFIX}' || (${index})`;

const catalog = Object.values(MARKETPLACE_CATALOG).flat();
const catalogCategories = Object.entries(MARKETPLACE_CATALOG).flatMap(([category, items]) => items.map(() => category));
export const marketplaceItem = (index: string) => pick(catalog, index);
export const marketplaceCategory = (index: string) => pick(catalogCategories, index);
export const MARKETPLACE_CATALOG_SIZE = catalog.length;
