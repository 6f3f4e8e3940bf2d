import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { invoiceMappings, invoices, restaurantContacts, restaurantInfo } from '../../platform/db/schema';

/*
 * SQL of CFDI invoices (issue #17) that is not stock or products (those are inventory's). Every
 * function takes the owner's id and filters by it.
 */

/** Which of these UUIDs the owner registered already, and when. */
export function selectRegisteredInvoices(db: Queryable, ownerId: string, params: { uuids: string[] }) {
  if (params.uuids.length === 0) return Promise.resolve([]);
  return db
    .select({ uuid: invoices.uuid, registeredAt: invoices.registeredAt })
    .from(invoices)
    .where(and(eq(invoices.userId, ownerId), inArray(invoices.uuid, params.uuids)));
}

/** What the owner mapped these suppliers' lines to before. */
export function selectInvoiceMappings(db: Queryable, ownerId: string, params: { issuerRfcs: string[] }) {
  if (params.issuerRfcs.length === 0) return Promise.resolve([]);
  return db
    .select({
      issuerRfc: invoiceMappings.issuerRfc,
      lineKey: invoiceMappings.lineKey,
      productId: invoiceMappings.productId,
      unit: invoiceMappings.unit,
    })
    .from(invoiceMappings)
    .where(and(eq(invoiceMappings.userId, ownerId), inArray(invoiceMappings.issuerRfc, params.issuerRfcs)));
}

/** The owner's supplier contacts that carry one of these RFCs. */
export function selectContactsByRfc(db: Queryable, ownerId: string, params: { rfcs: string[] }) {
  if (params.rfcs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: restaurantContacts.id, rfc: restaurantContacts.rfc })
    .from(restaurantContacts)
    .where(and(eq(restaurantContacts.userId, ownerId), inArray(restaurantContacts.rfc, params.rfcs)));
}

/** The restaurant's RFC and whether it credits IVA (null when it has no restaurant profile yet). */
export async function selectTaxSettings(db: Queryable, ownerId: string) {
  const [row] = await db
    .select({ rfc: restaurantInfo.rfc, creditsIva: restaurantInfo.creditsIva })
    .from(restaurantInfo)
    .where(eq(restaurantInfo.userId, ownerId));
  return row ?? null;
}

/** The owner's invoices issued between two days (inclusive), oldest first; money in pesos. */
export function selectInvoicesIssued(db: Queryable, ownerId: string, params: { from: string; to: string }) {
  return db
    .select({
      id: invoices.id,
      uuid: invoices.uuid,
      type: invoices.type,
      series: invoices.series,
      folio: invoices.folio,
      issueDate: invoices.issueDate,
      issuerRfc: invoices.issuerRfc,
      issuerName: invoices.issuerName,
      currency: invoices.currency,
      subtotal: invoices.subtotalMxn,
      discount: invoices.discountMxn,
      iva: invoices.ivaMxn,
      ieps: invoices.iepsMxn,
      total: invoices.totalMxn,
      registeredAt: invoices.registeredAt,
    })
    .from(invoices)
    .where(and(eq(invoices.userId, ownerId), between(invoices.issueDate, params.from, params.to)))
    .orderBy(asc(invoices.issueDate), asc(invoices.registeredAt));
}
