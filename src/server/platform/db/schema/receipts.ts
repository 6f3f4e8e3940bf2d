import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id, maxLength, money } from './columns';
import { branchId } from './restaurant';

/**
 * Every receipt a restaurant applied ("Aplicar"), by its fingerprint (supplier, date, total and
 * lines), so that applying the same paper twice is refused unless the user says it is another purchase.
 */
export const appliedReceipts = pgTable(
  'applied_receipts',
  {
    id: id(),
    userId: userId(),
    fingerprint: text().notNull(),
    supplierName: text(),
    receiptDate: text(),
    total: money().notNull(),
    lineCount: integer().notNull(),
    /** The branch that received it (decision 057). */
    locationId: branchId(),
    appliedAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.fingerprint),
    check('applied_receipts_fingerprint_length', sql`char_length(${t.fingerprint}) = 64`),
    check('applied_receipts_supplier_length', maxLength(t.supplierName, 200)),
    check('applied_receipts_date_length', maxLength(t.receiptDate, 20)),
  ],
);
