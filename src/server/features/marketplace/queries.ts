import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

type ListingFilter = { search?: string; category?: string };

const listingWhere = (filter: ListingFilter) =>
  and(
    listable,
    filter.search
      ? sql`lower(${marketplaceProducts.name}) like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
      : undefined,
    filter.category ? eq(marketplaceProducts.category, filter.category) : undefined,
  );

/** One page of the verified listing, each row carrying the total of matches (`count(*) over ()`). */
export function selectListingPage(db: Queryable, params: ListingFilter & { limit: number; offset: number }) {
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
      supplierCompanyId: supplierCompanies.id,
      supplierName: supplierCompanies.companyName,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(listingWhere(params))
    .orderBy(asc(marketplaceProducts.name), asc(marketplaceProducts.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function countListing(db: Queryable, params: ListingFilter) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(listingWhere(params));
  return total;
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
