import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { appliedReceipts } from '../../platform/db/schema';

/*
 * SQL of the receipts feature that is not stock or products (those are inventory's): the record
 * of applied receipts. Every function takes the owner's id and filters by it.
 */

/**
 * Serialises the "Aplicar" of one user inside the caller's transaction, so that two applies of the
 * same receipt sent at once cannot both miss each other's record.
 */
export async function lockReceiptApplies(db: Queryable, ownerId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-apply:${ownerId}`}))`);
}

/** The last time this user applied a receipt with this fingerprint, or null. */
export async function findAppliedReceipt(db: Queryable, ownerId: string, params: { fingerprint: string }) {
  const [row] = await db
    .select({ appliedAt: appliedReceipts.appliedAt })
    .from(appliedReceipts)
    .where(and(eq(appliedReceipts.userId, ownerId), eq(appliedReceipts.fingerprint, params.fingerprint)))
    .orderBy(desc(appliedReceipts.appliedAt))
    .limit(1);
  return row ?? null;
}

export async function insertAppliedReceipt(
  db: Queryable,
  ownerId: string,
  params: {
    fingerprint: string;
    supplierName: string | null;
    receiptDate: string | null;
    total: string;
    lineCount: number;
    locationId: string | null;
  },
) {
  await db.insert(appliedReceipts).values({ userId: ownerId, ...params });
}
