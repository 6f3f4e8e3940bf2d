import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { inventoryTotals, privateProducts, restaurantContacts } from '../../platform/db/schema';
import { packsOf } from '../../platform/db/rules/product-packs';
import { nameMatches, productColumns, productRowColumns } from './queries';

/*
 * The products list (GET /api/products, decision 009): ordered by supplier name ("Sin proveedor"
 * last), supplier, product name and id, so that a page's groups continue on the next page. How a
 * page is found without sorting every product is decision 040.
 */

type PageParams = { search?: string; supplierId?: string; limit: number; offset: number };

/** One page of the owner's products and the total of the filtered list. */
export async function selectProductPage(db: Queryable, ownerId: string, params: PageParams) {
  if (params.search || params.supplierId) return selectFilteredPage(db, ownerId, params);
  const [items, [totals]] = await Promise.all([
    selectWholeListPage(db, ownerId, params),
    db.select({ total: inventoryTotals.productCount }).from(inventoryTotals).where(eq(inventoryTotals.userId, ownerId)),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/**
 * The unfiltered list, reading only the rows up to the page's end: the owner's contacts in name
 * order (index user_id, name), each one's products in name order (private_products_supplier_name_idx),
 * then the products without a supplier. Each branch stops at offset + limit rows and carries the
 * row itself (joining back by id lets the planner scan every product), so the first pages cost the
 * same with 50 or 5,000 products; the total comes from inventory_totals.
 */
function selectWholeListPage(db: Queryable, ownerId: string, params: PageParams) {
  const end = params.offset + params.limit;
  const withSupplier = db
    .select({
      noSupplier: sql<boolean>`false`.as('no_supplier'),
      supplierName: sql<string | null>`${restaurantContacts.name}`.as('supplier_name'),
      ...productRowColumns,
    })
    .from(restaurantContacts)
    .innerJoin(
      privateProducts,
      and(eq(privateProducts.userId, ownerId), eq(privateProducts.supplierId, restaurantContacts.id)),
    )
    .where(eq(restaurantContacts.userId, ownerId))
    .orderBy(
      asc(restaurantContacts.name),
      asc(restaurantContacts.id),
      asc(privateProducts.name),
      asc(privateProducts.id),
    )
    .limit(end);
  const withoutSupplier = db
    .select({
      noSupplier: sql<boolean>`true`.as('no_supplier'),
      supplierName: sql<string | null>`null`.as('supplier_name'),
      ...productRowColumns,
    })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), isNull(privateProducts.supplierId)))
    // supplier_id (all null here) first, so that the index (user_id, supplier_id, name, id) gives the order.
    .orderBy(asc(privateProducts.supplierId), asc(privateProducts.name), asc(privateProducts.id))
    .limit(end);
  const page = unionAll(withSupplier, withoutSupplier)
    .orderBy(sql`no_supplier`, sql`supplier_name`, sql`supplier_id`, sql`name`, sql`id`)
    .limit(params.limit)
    .offset(params.offset)
    .as('page');
  const { noSupplier, ...row } = page._.selectedFields;
  return db
    .select({ ...row, packs: packsOf(page.id) })
    .from(page)
    .orderBy(noSupplier, page.supplierName, page.supplierId, page.name, page.id);
}

/**
 * A search or one supplier's products: the rows that match, sorted. A search reads its matches
 * (trigram index); one supplier's products come in order from private_products_supplier_name_idx.
 */
async function selectFilteredPage(db: Queryable, ownerId: string, params: PageParams) {
  const where = and(
    eq(privateProducts.userId, ownerId),
    nameMatches(privateProducts.name, params.search),
    params.supplierId === 'none'
      ? isNull(privateProducts.supplierId)
      : params.supplierId
        ? eq(privateProducts.supplierId, params.supplierId)
        : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(productColumns)
      .from(privateProducts)
      .leftJoin(restaurantContacts, eq(restaurantContacts.id, privateProducts.supplierId))
      .where(where)
      .orderBy(
        ...(params.supplierId ? [] : [sql`${restaurantContacts.name} asc nulls last`]),
        asc(privateProducts.supplierId),
        asc(privateProducts.name),
        asc(privateProducts.id),
      )
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(privateProducts)
      .where(where),
  ]);
  return { items, total };
}
