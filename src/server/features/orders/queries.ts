import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeName } from '@common/inventory';
import type { Queryable } from '../../platform/db/client';
import { foldSql } from '../../platform/db/rules/fold';
import { packsOf, productUnitColumns } from '../../platform/db/rules/product-packs';
import {
  orderItems,
  privateProducts,
  profiles,
  purchaseOrders,
  restaurantContacts,
  restaurantInfo,
  supplierCompanies,
} from '../../platform/db/schema';

/*
 * All SQL of the restaurant's orders. Every function takes the owner's id and filters by it: another
 * user's order is simply not found. The service holds the transactions and the rules (decision 033).
 */

const summaryColumns = {
  id: purchaseOrders.id,
  orderNumber: purchaseOrders.orderNumber,
  orderType: purchaseOrders.orderType,
  supplierId: purchaseOrders.supplierId,
  supplierCompanyId: purchaseOrders.supplierCompanyId,
  supplierName: sql<string>`coalesce(${restaurantContacts.name}, ${supplierCompanies.companyName}, 'Proveedor')`,
  supplierWhatsapp: restaurantContacts.whatsappNumber,
  supplierEmail: restaurantContacts.email,
  totalAmount: purchaseOrders.totalAmount,
  status: purchaseOrders.status,
  notes: purchaseOrders.notes,
  cancelReason: purchaseOrders.cancelReason,
  cancelledBy: purchaseOrders.cancelledBy,
  receivedAt: purchaseOrders.receivedAt,
  orderDate: purchaseOrders.orderDate,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${purchaseOrders.id})`,
};

/** What an order line converts with: the product's units (decision 034) and its price. */
const productColumns = { ...productUnitColumns, currentPrice: privateProducts.currentPrice };

const itemColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  unit: orderItems.unit,
  packQuantity: orderItems.packQuantity,
  packUnit: orderItems.packUnit,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  totalPrice: orderItems.totalPrice,
  receivedQuantity: orderItems.receivedQuantity,
  originalQuantity: orderItems.originalQuantity,
  originalUnitPrice: orderItems.originalUnitPrice,
  marketplaceProductId: orderItems.marketplaceProductId,
  // Null through the left join when the product was deleted since (or the line never had one).
  productUnit: privateProducts.unit,
  productPrice: privateProducts.currentPrice,
  productDensity: privateProducts.densityKgPerL,
  productPieceWeight: privateProducts.pieceWeightG,
  productPacks: packsOf(privateProducts.id),
};

function summaries(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, purchaseOrders.supplierId))
    .leftJoin(supplierCompanies, eq(supplierCompanies.id, purchaseOrders.supplierCompanyId));
}

const ownOrder = (ownerId: string, orderId: string) =>
  and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.userId, ownerId));
const ownItems = (ownerId: string, orderId: string) =>
  and(eq(orderItems.orderId, orderId), eq(orderItems.userId, ownerId));

/** The owner's orders with the supplier name and item count, newest first. */
export function selectOrderSummaries(db: Queryable, ownerId: string, params: { limit: number }) {
  return summaries(db)
    .where(eq(purchaseOrders.userId, ownerId))
    .orderBy(desc(purchaseOrders.orderDate))
    .limit(params.limit);
}

export async function selectOrderSummary(db: Queryable, ownerId: string, params: { orderId: string }) {
  const [row] = await summaries(db).where(ownOrder(ownerId, params.orderId));
  return row;
}

/** The order's lines in order, each with its product's units as they are now. */
export function selectOrderItems(db: Queryable, ownerId: string, params: { orderId: string }) {
  return db
    .select(itemColumns)
    .from(orderItems)
    .leftJoin(
      privateProducts,
      and(eq(privateProducts.id, orderItems.productId), eq(privateProducts.userId, orderItems.userId)),
    )
    .where(ownItems(ownerId, params.orderId))
    .orderBy(asc(orderItems.position));
}

export async function selectOwnContact(db: Queryable, ownerId: string, params: { contactId: string }) {
  const [contact] = await db
    .select({
      id: restaurantContacts.id,
      name: restaurantContacts.name,
      whatsappNumber: restaurantContacts.whatsappNumber,
      email: restaurantContacts.email,
    })
    .from(restaurantContacts)
    .where(and(eq(restaurantContacts.id, params.contactId), eq(restaurantContacts.userId, ownerId)));
  return contact;
}

/**
 * The owner's products among these ids, with what an order line copies and converts with; `lock`
 * holds their rows until the transaction ends (receiving), in id order so that two cannot deadlock.
 */
export function selectPurchaseProducts(
  db: Queryable,
  ownerId: string,
  params: { productIds: string[]; lock?: boolean },
) {
  const query = db
    .select({ id: privateProducts.id, name: privateProducts.name, ...productColumns })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, ownerId), inArray(privateProducts.id, params.productIds)))
    .orderBy(asc(privateProducts.id))
    .$dynamic();
  return params.lock ? query.for('update', { of: privateProducts }) : query;
}

type OrderValues = Omit<typeof purchaseOrders.$inferInsert, 'id' | 'userId'>;
type ItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'userId' | 'orderId'>;

export async function insertOrder(db: Queryable, ownerId: string, params: { values: OrderValues }) {
  const [order] = await db
    .insert(purchaseOrders)
    .values({ ...params.values, userId: ownerId })
    .returning();
  return order;
}

export function insertOrderItems(db: Queryable, ownerId: string, params: { orderId: string; items: ItemValues[] }) {
  return db
    .insert(orderItems)
    .values(params.items.map((item) => ({ ...item, orderId: params.orderId, userId: ownerId })))
    .returning();
}

/** The order's state, its row locked until the transaction ends; undefined when it is not the owner's. */
export async function lockOrder(db: Queryable, ownerId: string, params: { orderId: string }) {
  const [order] = await db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      orderType: purchaseOrders.orderType,
      orderNumber: purchaseOrders.orderNumber,
      totalAmount: purchaseOrders.totalAmount,
      supplierCompanyId: purchaseOrders.supplierCompanyId,
      receivedAt: purchaseOrders.receivedAt,
      locationId: purchaseOrders.locationId,
    })
    .from(purchaseOrders)
    .where(ownOrder(ownerId, params.orderId))
    .for('update', { of: purchaseOrders });
  return order;
}

/** The order and its items. */
export async function deleteOrderRows(db: Queryable, ownerId: string, params: { orderId: string }) {
  await db.delete(orderItems).where(ownItems(ownerId, params.orderId));
  await db.delete(purchaseOrders).where(ownOrder(ownerId, params.orderId));
}

export async function updateOrderItem(
  db: Queryable,
  ownerId: string,
  params: {
    itemId: string;
    values: Partial<
      Pick<typeof orderItems.$inferInsert, 'receivedQuantity' | 'unitPrice' | 'totalPrice' | 'productId'>
    >;
  },
) {
  await db
    .update(orderItems)
    .set(params.values)
    .where(and(eq(orderItems.id, params.itemId), eq(orderItems.userId, ownerId)));
}

export async function updateOrder(
  db: Queryable,
  ownerId: string,
  params: {
    orderId: string;
    values: Partial<
      Pick<
        typeof purchaseOrders.$inferInsert,
        'status' | 'totalAmount' | 'cancelReason' | 'cancelledBy' | 'receivedAt' | 'locationId'
      >
    >;
  },
) {
  await db.update(purchaseOrders).set(params.values).where(ownOrder(ownerId, params.orderId));
}

/**
 * The owner's oldest product whose name folds to the same text (accents and case aside), for a
 * marketplace line received into stock (decision 043); undefined when none does.
 */
export async function selectProductNamed(db: Queryable, ownerId: string, params: { name: string }) {
  const [row] = await db
    .select({ id: privateProducts.id, name: privateProducts.name })
    .from(privateProducts)
    .where(
      and(
        eq(privateProducts.userId, ownerId),
        sql`trim(${foldSql(privateProducts.name)}) = ${normalizeName(params.name)}`,
      ),
    )
    .orderBy(asc(privateProducts.createdAt), asc(privateProducts.id))
    .limit(1);
  return row;
}

/** Who an order's e-mail comes from: the restaurant's name (null when it has none) and its owner's address, for replies. */
export async function selectOrderSender(db: Queryable, ownerId: string) {
  const [row] = await db
    .select({
      restaurantName: sql<string | null>`coalesce(${restaurantInfo.restaurantName}, ${profiles.businessName})`,
      email: profiles.email,
    })
    .from(profiles)
    .leftJoin(restaurantInfo, eq(restaurantInfo.userId, profiles.id))
    .where(eq(profiles.id, ownerId));
  return row;
}

/** The company a marketplace order of the owner's is addressed to, its owner (who is notified) and the restaurant's name. */
export async function selectOrderCompany(db: Queryable, ownerId: string, params: { orderId: string }) {
  const [row] = await db
    .select({
      companyName: supplierCompanies.companyName,
      supplierUserId: supplierCompanies.userId,
      restaurantName: sql<string>`coalesce(${profiles.businessName}, ${profiles.email}, 'Un restaurante')`,
    })
    .from(purchaseOrders)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, purchaseOrders.supplierCompanyId))
    .leftJoin(profiles, eq(profiles.id, purchaseOrders.userId))
    .where(ownOrder(ownerId, params.orderId));
  return row;
}
