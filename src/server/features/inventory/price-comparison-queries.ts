import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { nameWords } from '@common/text';
import type { Queryable } from '../../platform/db/client';
import { nameWordsSql } from '../../platform/db/rules/fold';
import {
  invoiceLines,
  invoices,
  marketplaceProducts,
  orderItems,
  purchaseOrders,
  restaurantContacts,
  supplierCompanies,
} from '../../platform/db/schema';
import { activeSubscriberCondition } from '../billing/service';

/*
 * SQL of "Comparar precios" (decision 049). The purchases are the owner's rows only; the offers are
 * the public catalogue (no owner), matched to a name the caller read from its own product.
 */

const contactOf = (ownerId: string, column: typeof purchaseOrders.supplierId | typeof invoices.supplierId) =>
  and(eq(restaurantContacts.id, column), eq(restaurantContacts.userId, ownerId));

/** The latest received line of the product from each supplier of an order (own contact, company, or none left). */
export function selectLastOrderPrices(db: Queryable, ownerId: string, params: { productId: string }) {
  const supplier = sql`coalesce(${purchaseOrders.supplierId}::text, ${purchaseOrders.supplierCompanyId}::text, '')`;
  return db
    .selectDistinctOn([supplier], {
      orderNumber: purchaseOrders.orderNumber,
      orderType: purchaseOrders.orderType,
      contactId: purchaseOrders.supplierId,
      contactName: restaurantContacts.name,
      companyId: purchaseOrders.supplierCompanyId,
      companyName: supplierCompanies.companyName,
      receivedAt: purchaseOrders.receivedAt,
      unit: orderItems.unit,
      packQuantity: orderItems.packQuantity,
      packUnit: orderItems.packUnit,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, orderItems.orderId))
    .leftJoin(restaurantContacts, contactOf(ownerId, purchaseOrders.supplierId))
    .leftJoin(supplierCompanies, eq(supplierCompanies.id, purchaseOrders.supplierCompanyId))
    .where(
      and(
        eq(orderItems.userId, ownerId),
        eq(purchaseOrders.userId, ownerId),
        eq(orderItems.productId, params.productId),
        isNotNull(purchaseOrders.receivedAt),
        gt(orderItems.receivedQuantity, '0'),
      ),
    )
    .orderBy(supplier, desc(purchaseOrders.receivedAt), desc(orderItems.position));
}

/** The latest line of the product on a registered income invoice, from each supplier (contact, else RFC). */
export function selectLastInvoicePrices(db: Queryable, ownerId: string, params: { productId: string }) {
  const supplier = sql`coalesce(${invoices.supplierId}::text, ${invoices.issuerRfc})`;
  return db
    .selectDistinctOn([supplier], {
      uuid: invoices.uuid,
      series: invoices.series,
      folio: invoices.folio,
      issuerRfc: invoices.issuerRfc,
      issuerName: invoices.issuerName,
      contactId: invoices.supplierId,
      contactName: restaurantContacts.name,
      registeredAt: invoices.registeredAt,
      exchangeRate: invoices.exchangeRate,
      amount: invoiceLines.amount,
      discount: invoiceLines.discount,
      ivaMxn: invoiceLines.ivaMxn,
      iepsMxn: invoiceLines.iepsMxn,
      stockQuantity: invoiceLines.stockQuantity,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(restaurantContacts, contactOf(ownerId, invoices.supplierId))
    .where(
      and(
        eq(invoiceLines.userId, ownerId),
        eq(invoices.userId, ownerId),
        eq(invoiceLines.productId, params.productId),
        eq(invoices.type, 'I'),
        gt(invoiceLines.stockQuantity, '0'),
      ),
    )
    .orderBy(supplier, desc(invoices.registeredAt), desc(invoiceLines.position));
}

/** How many offers a comparison reads at most. */
export const MAX_OFFERS = 50;

/**
 * Available products of verified suppliers that are the same item: the catalogue name's words
 * contain the product name's words, whole and in order, or the other way round ("Jitomate" and
 * "Jitomate saladet"). nameWords leaves only a–z, 0–9 and single spaces, so no LIKE wildcard remains.
 */
export function selectSameItemOffers(db: Queryable, params: { productName: string }) {
  const words = nameWords(params.productName);
  if (!words) return Promise.resolve([]);
  const offerWords = sql`' ' || ${nameWordsSql(marketplaceProducts.name)} || ' '`;
  return db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      supplierCompanyId: supplierCompanies.id,
      supplierName: supplierCompanies.companyName,
      price: marketplaceProducts.price,
      unit: marketplaceProducts.unit,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(
      and(
        eq(marketplaceProducts.isAvailable, true),
        activeSubscriberCondition(supplierCompanies.userId),
        or(sql`${offerWords} like ${`% ${words} %`}`, sql`${` ${words} `} like '%' || ${offerWords} || '%'`),
      ),
    )
    .orderBy(marketplaceProducts.price, marketplaceProducts.id)
    .limit(MAX_OFFERS);
}
