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

/** Where a listing page resumes: after this product in the listing's order (name, id). */
export type ListingCursor = { name: string; id: string };

/**
 * Available products matching the filter in the listing's order, after `after`, without their
 * supplier's subscription (selectListedCompanies): a search reads its matches through the trigram
 * index and keeps the first `limit`; the whole listing or a category walks an index in name order
 * and stops after `limit` rows. Nothing counts the matches (decision 040).
 */
export function selectListingCandidates(
  db: Queryable,
  params: ListingFilter & { after?: ListingCursor; limit: number },
) {
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
    })
    .from(marketplaceProducts)
    .where(
      and(
        eq(marketplaceProducts.isAvailable, true),
        params.search
          ? sql`lower(${marketplaceProducts.name}) like ${`%${escapeLike(params.search.toLowerCase())}%`}`
          : undefined,
        params.category ? eq(marketplaceProducts.category, params.category) : undefined,
        params.after
          ? sql`(${marketplaceProducts.name}, ${marketplaceProducts.id}) > (${params.after.name}, ${params.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(marketplaceProducts.name), asc(marketplaceProducts.id))
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
