import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { invoiceLines, invoiceMappings, invoices } from '../../platform/db/schema';

/*
 * Writes of a registered invoice: the invoice, its lines and what its lines were mapped to. Every
 * function takes the owner's id and stores or filters by it.
 */

/** Serialises one user's invoice registrations inside the caller's transaction (the same UUID sent twice at once). */
export async function lockInvoiceApplies(db: Queryable, ownerId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-apply:${ownerId}`}))`);
}

export async function insertInvoice(
  db: Queryable,
  ownerId: string,
  params: { values: Omit<typeof invoices.$inferInsert, 'userId' | 'id' | 'registeredAt'> },
) {
  const [row] = await db
    .insert(invoices)
    .values({ ...params.values, userId: ownerId })
    .returning({ id: invoices.id });
  return row.id;
}

export async function insertInvoiceLines(
  db: Queryable,
  ownerId: string,
  params: { lines: Omit<typeof invoiceLines.$inferInsert, 'userId' | 'id'>[] },
) {
  if (params.lines.length === 0) return;
  await db.insert(invoiceLines).values(params.lines.map((line) => ({ ...line, userId: ownerId })));
}

/** Remembers (or corrects) what this supplier's line is, for its next invoice. */
export async function upsertInvoiceMapping(
  db: Queryable,
  ownerId: string,
  params: { issuerRfc: string; lineKey: string; productId: string; unit: string },
) {
  await db
    .insert(invoiceMappings)
    .values({ ...params, userId: ownerId })
    .onConflictDoUpdate({
      target: [invoiceMappings.userId, invoiceMappings.issuerRfc, invoiceMappings.lineKey],
      set: { productId: params.productId, unit: params.unit, updatedAt: sql`now()` },
    });
}

/** The storage key of the owner's invoice's XML, or null. */
export async function selectInvoiceXmlKey(db: Queryable, ownerId: string, params: { invoiceId: string }) {
  const [row] = await db
    .select({ xmlKey: invoices.xmlKey, uuid: invoices.uuid })
    .from(invoices)
    .where(and(eq(invoices.userId, ownerId), eq(invoices.id, params.invoiceId)));
  return row ?? null;
}
