import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth';
import { createdAt, id, maxLength, money } from './columns';
import { privateProducts, restaurantContacts } from './inventory';
import { branchId } from './restaurant';

/** CFDI amounts keep the invoice's 6 decimals (Anexo 20's t_Importe allows them). */
const cfdiDecimal = () => numeric({ precision: 20, scale: 6 });

export const invoiceType = pgEnum('invoice_type', ['I', 'E']);

/**
 * CFDI invoices a restaurant registered (issue #17). Amounts as printed in the invoice's currency;
 * the *_mxn columns are what the accountant's monthly summary adds (in pesos at its exchange rate).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: userId(),
    uuid: text().notNull(),
    type: invoiceType().notNull(),
    version: text().notNull(),
    series: text(),
    folio: text(),
    /** The printed date and time (local to the place of issue, no offset) and its day. */
    issuedAt: text().notNull(),
    issueDate: date().notNull(),
    issuerRfc: text().notNull(),
    issuerName: text(),
    supplierId: uuid().references(() => restaurantContacts.id, { onDelete: 'set null' }),
    currency: text().notNull(),
    exchangeRate: cfdiDecimal().notNull(),
    subtotal: cfdiDecimal().notNull(),
    discount: cfdiDecimal().notNull(),
    total: cfdiDecimal().notNull(),
    subtotalMxn: money().notNull(),
    discountMxn: money().notNull(),
    ivaMxn: money().notNull(),
    iepsMxn: money().notNull(),
    totalMxn: money().notNull(),
    /** Storage key of the original XML. */
    xmlKey: text().notNull(),
    /** The branch its goods went to (decision 057). */
    locationId: branchId(),
    registeredAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_user_uuid_key').on(t.userId, t.uuid),
    index().on(t.userId, t.issueDate.desc()),
    check('invoices_uuid_length', sql`char_length(${t.uuid}) = 36`),
    check('invoices_folio_length', maxLength(t.folio, 40)),
    check('invoices_series_length', maxLength(t.series, 25)),
    check('invoices_issuer_name_length', maxLength(t.issuerName, 300)),
  ],
);

export const invoiceLineAction = pgEnum('invoice_line_action', ['product', 'new', 'skip']);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: userId(),
    position: integer().notNull(),
    description: text().notNull(),
    productCode: text().notNull(),
    supplierCode: text(),
    quantity: cfdiDecimal().notNull(),
    unitCode: text().notNull(),
    unit: text().notNull(),
    unitPrice: cfdiDecimal().notNull(),
    discount: cfdiDecimal().notNull(),
    amount: cfdiDecimal().notNull(),
    ivaMxn: money().notNull(),
    iepsMxn: money().notNull(),
    action: invoiceLineAction().notNull(),
    productId: uuid().references(() => privateProducts.id, { onDelete: 'set null' }),
    /** What this line added to the product's stock, in its base unit (null when skipped or a credit). */
    stockQuantity: numeric({ precision: 14, scale: 3 }),
  },
  (t) => [index().on(t.invoiceId), index().on(t.productId)],
);

/**
 * What a supplier's line was mapped to, learned on apply: by the supplier's own code when it prints
 * one, else by the folded description. The next invoice from that RFC maps itself.
 */
export const invoiceMappings = pgTable(
  'invoice_mappings',
  {
    id: id(),
    userId: userId(),
    issuerRfc: text().notNull(),
    lineKey: text().notNull(),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    /** The unit the line was received in when it was mapped ("caja" → the product's Caja pack). */
    unit: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_mappings_key').on(t.userId, t.issuerRfc, t.lineKey),
    check('invoice_mappings_key_length', sql`char_length(${t.lineKey}) between 1 and 400`),
  ],
);
