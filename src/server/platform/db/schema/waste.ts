import { check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { WASTE_NOTE_MAX, WASTE_REASONS } from '@common/waste';
import { userId } from './auth';
import { createdAt, id, maxLength, money, quantity } from './columns';
import { privateProducts } from './inventory';
import { branchId } from './restaurant';

export const wasteReason = pgEnum('waste_reason', WASTE_REASONS);

/**
 * The waste log (decision 045). Each entry took its stock through a 'waste' movement in the same
 * transaction; it keeps the product's name and the value at the cost of that moment, so the
 * month's figures hold after the product is repriced or deleted.
 */
export const wasteEntries = pgTable(
  'waste_entries',
  {
    id: id(),
    userId: userId(),
    productId: uuid().references(() => privateProducts.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: quantity().notNull(),
    unit: text().notNull(),
    baseQuantity: quantity().notNull(),
    baseUnit: text().notNull(),
    unitCost: money().notNull(),
    value: money().notNull(),
    reason: wasteReason().notNull(),
    note: text(),
    /** The branch whose stock it took (decision 057). */
    locationId: branchId(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    check('waste_entries_note_length', maxLength(t.note, WASTE_NOTE_MAX)),
  ],
);
