import { and, asc, eq, inArray, not, sql, type SQLWrapper } from 'drizzle-orm';
import { foldText } from '@common/text';
import type { Queryable } from '../../platform/db/client';
import { marketplaceProducts, orderItems, profiles, purchaseOrders, supplierCompanies } from '../../platform/db/schema';
import { activeSubscriberCondition } from '../billing/queries';

/*
 * All SQL of the marketplace. The listing is every restaurant's (no owner); an order is the
 * restaurant's: those functions take the owner's id and write or read only its rows (decision 033).
 */

/** "Verified" = available products of companies whose owner has an active subscription. */
const listable = and(eq(marketplaceProducts.isAvailable, true), activeSubscriberCondition(supplierCompanies.userId));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The folded name compared byte by byte: the btree of the search's first pass walks it for a prefix. */
const foldedName = sql<string>`(${marketplaceProducts.nameFolded} collate "C")`;

/**
 * How a page of the listing is read (decision 083): the whole listing or a category in name order;
 * a search in two passes, names that start with it and then names that hold it further on, each
 * in folded-name order.
 */
export type ListingPass = 'all' | 'start' | 'inside';

type ListingFilter = { search?: string; category?: string };

/** Where a listing page resumes: after this product in its pass's order (orderKey, then id). */
export type ListingCursor = { key: string; id: string };

/**
 * Each pass's order. The second pass orders by the folded name in the database's collation, which
 * no btree holds: PostgreSQL then reads the matches through the trigram index and sorts them, as
 * it must, rather than walk the name index hoping to meet them early (words inside names cluster
 * with the words before them: 45,000 rows walked for "saladet" on the large data).
 */
const orderKey: Record<ListingPass, SQLWrapper> = {
  all: marketplaceProducts.name,
  start: foldedName,
  inside: marketplaceProducts.nameFolded,
};

function passCondition(pass: ListingPass, search: string | undefined) {
  if (pass === 'all' || !search) return undefined;
  const pattern = escapeLike(foldText(search));
  const startsWith = sql`${foldedName} like ${`${pattern}%`}`;
  if (pass === 'start') return startsWith;
  return and(sql`${marketplaceProducts.nameFolded} like ${`%${pattern}%`}`, not(startsWith));
}

/**
 * Available products of the pass matching the filter in the pass's order, after `after`, without
 * their supplier's subscription (selectListedCompanies). Each pass walks an index and stops after
 * `limit` rows: the folded-name btree for 'start', the trigram index for 'inside' (which reads its
 * matches before ordering them), the name or category btree for 'all'. Nothing counts the matches
 * (decision 040).
 */
export function selectListingCandidates(
  db: Queryable,
  params: ListingFilter & { pass: ListingPass; after?: ListingCursor; limit: number },
) {
  const key = sql<string>`${orderKey[params.pass]}`;
  return db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      description: marketplaceProducts.description,
      category: marketplaceProducts.category,
      unit: marketplaceProducts.unit,
      price: marketplaceProducts.price,
      minOrderQuantity: marketplaceProducts.minOrderQuantity,
      imageUrl: marketplaceProducts.imageUrl,
      supplierCompanyId: marketplaceProducts.supplierCompanyId,
      key,
    })
    .from(marketplaceProducts)
    .where(
      and(
        eq(marketplaceProducts.isAvailable, true),
        passCondition(params.pass, params.search),
        params.category ? eq(marketplaceProducts.category, params.category) : undefined,
        params.after ? sql`(${key}, ${marketplaceProducts.id}) > (${params.after.key}, ${params.after.id})` : undefined,
      ),
    )
    .orderBy(key, asc(marketplaceProducts.id))
    .limit(params.limit);
}

/** Of these companies, the verified ones (an active subscription), with their names. */
export function selectListedCompanies(db: Queryable, params: { companyIds: string[] }) {
  return db
    .select({ id: supplierCompanies.id, name: supplierCompanies.companyName })
    .from(supplierCompanies)
    .where(and(inArray(supplierCompanies.id, params.companyIds), activeSubscriberCondition(supplierCompanies.userId)));
}

export function selectListingCategories(db: Queryable) {
  return db
    .selectDistinct({ category: marketplaceProducts.category })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(listable)
    .orderBy(marketplaceProducts.category);
}

/** The verified products among these ids, with their company and its owner (who is notified). */
export function selectListedProducts(db: Queryable, params: { productIds: string[] }) {
  return db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      unit: marketplaceProducts.unit,
      price: marketplaceProducts.price,
      minOrderQuantity: marketplaceProducts.minOrderQuantity,
      companyId: supplierCompanies.id,
      companyName: supplierCompanies.companyName,
      ownerId: supplierCompanies.userId,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(and(inArray(marketplaceProducts.id, params.productIds), listable));
}

/** The restaurant's name as a supplier's notification shows it. */
export async function selectRestaurantName(db: Queryable, ownerId: string) {
  const [restaurant] = await db
    .select({ name: profiles.businessName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  return restaurant;
}

type OrderValues = Pick<
  typeof purchaseOrders.$inferInsert,
  'orderNumber' | 'supplierCompanyId' | 'totalAmount' | 'notes'
>;
type ItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'userId' | 'orderId'>;

/** A marketplace order of the owner's and its items. */
export async function insertMarketplaceOrder(
  db: Queryable,
  ownerId: string,
  params: { values: OrderValues; items: ItemValues[] },
) {
  const [order] = await db
    .insert(purchaseOrders)
    .values({ ...params.values, userId: ownerId, orderType: 'marketplace' })
    .returning({
      id: purchaseOrders.id,
      orderNumber: purchaseOrders.orderNumber,
      totalAmount: purchaseOrders.totalAmount,
    });
  await db.insert(orderItems).values(params.items.map((item) => ({ ...item, orderId: order.id, userId: ownerId })));
  return order;
}
