import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Company } from '@common/suppliers';
import type { Queryable } from '../../platform/db/client';
import {
  marketplaceProducts,
  orderItems,
  profiles,
  purchaseOrders,
  supplierCompanies,
  users,
} from '../../platform/db/schema';

/*
 * All SQL of the supplier's side: company, catalogue (and its CSV), inbox and stats. Every function
 * takes the supplier's user id; catalogue and inbox rows belong to that user's company, so each
 * filters by `ownCompany(ownerId)` itself rather than trusting a company id (decision 033).
 */

const ownCompany = (db: Queryable, ownerId: string) =>
  db.select({ id: supplierCompanies.id }).from(supplierCompanies).where(eq(supplierCompanies.userId, ownerId));
const inOwnCompany = (
  db: Queryable,
  ownerId: string,
  column: typeof marketplaceProducts.supplierCompanyId | typeof purchaseOrders.supplierCompanyId,
) => inArray(column, ownCompany(db, ownerId));

const companyColumns = {
  id: supplierCompanies.id,
  companyName: supplierCompanies.companyName,
  businessDescription: supplierCompanies.businessDescription,
  phone: supplierCompanies.phone,
  address: supplierCompanies.address,
  taxId: supplierCompanies.taxId,
  logoUrl: supplierCompanies.logoUrl,
};
type CompanyValues = Omit<Company, 'id' | 'logoUrl'>;

export async function selectCompany(db: Queryable, ownerId: string) {
  const [company] = await db
    .select(companyColumns)
    .from(supplierCompanies)
    .where(eq(supplierCompanies.userId, ownerId));
  return company;
}

/** Undefined when the owner already has a company (unique user_id). */
export async function insertCompany(db: Queryable, ownerId: string, params: { values: CompanyValues }) {
  const [company] = await db
    .insert(supplierCompanies)
    .values({ ...params.values, userId: ownerId })
    .onConflictDoNothing()
    .returning(companyColumns);
  return company;
}

export async function updateCompanyRow(db: Queryable, ownerId: string, params: { values: CompanyValues }) {
  const [company] = await db
    .update(supplierCompanies)
    .set(params.values)
    .where(eq(supplierCompanies.userId, ownerId))
    .returning(companyColumns);
  return company;
}

export const catalogueColumns = {
  id: marketplaceProducts.id,
  name: marketplaceProducts.name,
  description: marketplaceProducts.description,
  category: marketplaceProducts.category,
  unit: marketplaceProducts.unit,
  price: marketplaceProducts.price,
  stockQuantity: marketplaceProducts.stockQuantity,
  reservedQuantity: marketplaceProducts.reservedQuantity,
  minOrderQuantity: marketplaceProducts.minOrderQuantity,
  isAvailable: marketplaceProducts.isAvailable,
  imageUrl: marketplaceProducts.imageUrl,
  thumbnailUrl: marketplaceProducts.thumbnailUrl,
  createdAt: marketplaceProducts.createdAt,
};
export type CatalogueValues = Omit<
  typeof marketplaceProducts.$inferInsert,
  'id' | 'supplierCompanyId' | 'createdAt' | 'updatedAt'
>;
export const ownCatalogueProduct = (db: Queryable, ownerId: string, productId: string) =>
  and(eq(marketplaceProducts.id, productId), inOwnCompany(db, ownerId, marketplaceProducts.supplierCompanyId));

export function selectCatalogue(db: Queryable, ownerId: string) {
  return db
    .select(catalogueColumns)
    .from(marketplaceProducts)
    .where(inOwnCompany(db, ownerId, marketplaceProducts.supplierCompanyId))
    .orderBy(desc(marketplaceProducts.createdAt));
}

/** Every column of the catalogue, by name ignoring case (the CSV export). */
export function selectCatalogueForExport(db: Queryable, ownerId: string) {
  return db
    .select()
    .from(marketplaceProducts)
    .where(inOwnCompany(db, ownerId, marketplaceProducts.supplierCompanyId))
    .orderBy(sql`lower(${marketplaceProducts.name})`, asc(marketplaceProducts.id));
}

/** The catalogue as the CSV import compares it; `lock` holds the rows until the transaction ends. */
export function selectCatalogueForImport(db: Queryable, ownerId: string, params: { lock: boolean }) {
  const query = db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      description: marketplaceProducts.description,
      category: marketplaceProducts.category,
      unit: marketplaceProducts.unit,
      price: marketplaceProducts.price,
      stockQuantity: marketplaceProducts.stockQuantity,
      reservedQuantity: marketplaceProducts.reservedQuantity,
      minOrderQuantity: marketplaceProducts.minOrderQuantity,
      isAvailable: marketplaceProducts.isAvailable,
    })
    .from(marketplaceProducts)
    .where(inOwnCompany(db, ownerId, marketplaceProducts.supplierCompanyId));
  return params.lock ? query.for('update') : query;
}

/** Serialises the company's CSV imports until the transaction ends. */
export async function lockCatalogueImport(db: Queryable, _ownerId: string, params: { companyId: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-csv-import:${params.companyId}`}))`);
}

/** A product in the owner's company (the caller has checked that there is one). */
export async function insertCatalogueProduct(db: Queryable, ownerId: string, params: { values: CatalogueValues }) {
  const [row] = await db
    .insert(marketplaceProducts)
    .values({ ...params.values, supplierCompanyId: sql`(${ownCompany(db, ownerId)})` })
    .returning(catalogueColumns);
  return row;
}

export async function updateCatalogueRow(
  db: Queryable,
  ownerId: string,
  params: { productId: string; values: Partial<CatalogueValues> },
) {
  const [row] = await db
    .update(marketplaceProducts)
    .set(params.values)
    .where(ownCatalogueProduct(db, ownerId, params.productId))
    .returning(catalogueColumns);
  return row;
}

/** The deleted product's photo URLs (for removing its files), or undefined when it is not the owner's. */
export async function deleteCatalogueRow(db: Queryable, ownerId: string, params: { productId: string }) {
  const [row] = await db
    .delete(marketplaceProducts)
    .where(ownCatalogueProduct(db, ownerId, params.productId))
    .returning({ imageUrl: marketplaceProducts.imageUrl, thumbnailUrl: marketplaceProducts.thumbnailUrl });
  return row;
}

/** Marketplace orders addressed to the owner's company, newest first. */
export function selectInboxOrders(db: Queryable, ownerId: string, params: { limit: number }) {
  return db
    .select({
      id: purchaseOrders.id,
      orderNumber: purchaseOrders.orderNumber,
      restaurantName: sql<string>`coalesce(${profiles.businessName}, ${users.email}, 'Restaurante')`,
      status: purchaseOrders.status,
      totalAmount: purchaseOrders.totalAmount,
      notes: purchaseOrders.notes,
      cancelReason: purchaseOrders.cancelReason,
      cancelledBy: purchaseOrders.cancelledBy,
      receivedAt: purchaseOrders.receivedAt,
      orderDate: purchaseOrders.orderDate,
    })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.userId))
    .leftJoin(profiles, eq(profiles.id, purchaseOrders.userId))
    .where(inOwnCompany(db, ownerId, purchaseOrders.supplierCompanyId))
    .orderBy(desc(purchaseOrders.orderDate))
    .limit(params.limit);
}

/** The items of these orders addressed to the owner's company. */
export function selectInboxItems(db: Queryable, ownerId: string, params: { orderIds: string[] }) {
  return db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      productName: orderItems.productName,
      originalQuantity: orderItems.originalQuantity,
      originalUnitPrice: orderItems.originalUnitPrice,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .where(
      and(inArray(orderItems.orderId, params.orderIds), inOwnCompany(db, ownerId, purchaseOrders.supplierCompanyId)),
    )
    .orderBy(orderItems.position);
}

/** The stat cards' figures for the owner's company: products, pending orders, delivered sales this and last month. */
export async function selectSupplierFigures(db: Queryable, ownerId: string) {
  const completedIn = (offset: number) =>
    sql<string>`coalesce(sum(${purchaseOrders.totalAmount}) filter (where ${purchaseOrders.status} = 'entregada' and date_trunc('month', ${purchaseOrders.updatedAt}) = date_trunc('month', now()) - interval '${sql.raw(String(offset))} month'), 0)::numeric(14,2)::text`;
  const [row] = await db
    .select({
      productCount: sql<number>`(select count(*)::int from ${marketplaceProducts} where ${inOwnCompany(db, ownerId, marketplaceProducts.supplierCompanyId)})`,
      pendingOrderCount: sql<number>`count(*) filter (where ${purchaseOrders.status} = 'pendiente')::int`,
      salesThisMonth: completedIn(0),
      salesLastMonth: completedIn(1),
    })
    .from(purchaseOrders)
    .where(inOwnCompany(db, ownerId, purchaseOrders.supplierCompanyId));
  return row;
}
