import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_MIN_STOCK, DEFAULT_UNIT, MOVEMENT_REASONS } from '@common/inventory';
import { ORDER_STATUSES } from '@common/orders';
import { IEPS_KINDS, IVA_RATES } from '@common/product-taxes';
import { userId } from './auth';
import { foldSql } from '../rules/fold';
import { lowStockWhere, stockMargin } from '../rules/low-stock';
import { createdAt, id, maxLength, money, quantity, updatedAt } from './columns';
import { branchId } from './restaurant';
import { marketplaceProducts, supplierCompanies } from './suppliers';

/** The restaurant's own suppliers (contacts), not marketplace companies. */
export const restaurantContacts = pgTable(
  'restaurant_contacts',
  {
    id: id(),
    userId: userId(),
    name: text().notNull(),
    contactInfo: text(),
    whatsappNumber: text(),
    /** Where "Enviar por correo" sends the contact's orders (decision 053). */
    email: text(),
    /** The supplier's RFC, set when one of its CFDI invoices is registered (or by hand). */
    rfc: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.name),
    index().on(t.userId, t.rfc),
    check('contacts_rfc_length', sql`char_length(${t.rfc}) between 12 and 13`),
    check('contacts_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('contacts_info_length', maxLength(t.contactInfo, 500)),
    check('contacts_whatsapp_length', maxLength(t.whatsappNumber, 20)),
    check('contacts_email_length', maxLength(t.email, 254)),
  ],
);

export const privateProducts = pgTable(
  'private_products',
  {
    id: id(),
    userId: userId(),
    name: text().notNull(),
    /** The base unit stock is kept in: a unit code of src/common/units, or the product's own count unit. */
    unit: text().notNull().default(DEFAULT_UNIT),
    currentPrice: money().notNull().default('0'),
    stockQuantity: quantity().notNull().default('0'),
    minStockQuantity: quantity().notNull().default(String(DEFAULT_MIN_STOCK)),
    supplierId: uuid().references(() => restaurantContacts.id, { onDelete: 'set null' }),
    category: text(),
    /** Kilograms in one litre, when the owner knows it (crosses mass and volume, decision 034). */
    densityKgPerL: numeric({ precision: 12, scale: 6 }),
    /** Grams in one piece (or one of the product's own count unit), when the owner knows it. */
    pieceWeightG: quantity(),
    /** Usable percentage after cleaning (rendimiento): recipes cost cost ÷ yield. */
    yieldPercent: numeric({ precision: 5, scale: 2 }).notNull().default('100'),
    /** IVA rate ('0', '16', 'exento'), null when not known (decision 042). */
    iva: text({ enum: IVA_RATES }),
    /** IEPS: a rate in percent ('tasa') or pesos per unit of the tax's base ('cuota'); both null without IEPS. */
    iepsKind: text({ enum: IEPS_KINDS }),
    iepsValue: numeric({ precision: 12, scale: 6 }),
    /** SPEC §5 low stock, computed by PostgreSQL from the one rule (lowStockWhere): inventory_totals counts it. */
    lowStock: boolean()
      .notNull()
      .generatedAlwaysAs((): SQL => lowStockWhere(privateProducts)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.name),
    // A page of the products list walks each contact's products in name order (decision 040).
    index('private_products_supplier_name_idx').on(t.userId, t.supplierId, t.name, t.id),
    index('private_products_user_lower_name_idx').on(t.userId, sql`lower(${t.name})`),
    // The products search (nameMatches) at 100,000+ rows: trigrams of the folded name. No pending
    // list, as PGlite runs no autovacuum to merge it (migration 0007).
    index('private_products_name_fold_trgm_idx')
      .using('gin', sql`${foldSql(t.name)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The low-stock lists (most short first) without reading every product; built from the same
    // fragments as the queries so that the planner matches the predicate (decision 027).
    index('private_products_low_stock_idx').on(t.userId, stockMargin(t), t.name).where(lowStockWhere(t)),
    check('products_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('products_unit_length', sql`char_length(${t.unit}) between 1 and 50`),
    check('products_category_length', maxLength(t.category, 100)),
    check('products_price_not_negative', sql`${t.currentPrice} >= 0`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_min_stock_not_negative', sql`${t.minStockQuantity} >= 0`),
    check('products_density_positive', sql`${t.densityKgPerL} > 0`),
    check('products_piece_weight_positive', sql`${t.pieceWeightG} > 0`),
    check('products_yield_percent', sql`${t.yieldPercent} > 0 and ${t.yieldPercent} <= 100`),
    check('products_iva', sql`${t.iva} in ('0', '16', 'exento')`),
    check('products_ieps_kind', sql`${t.iepsKind} in ('tasa', 'cuota')`),
    check('products_ieps_value', sql`(${t.iepsKind} is null) = (${t.iepsValue} is null) and ${t.iepsValue} >= 0`),
  ],
);

/** Purchase packs of a product ("Caja" of 25 kg): owned through the product, replaced with it. */
export const productPacks = pgTable(
  'product_packs',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    quantity: quantity().notNull(),
    unit: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_packs_product_name_idx').on(t.productId, sql`lower(${t.name})`),
    check('product_packs_name_length', sql`char_length(${t.name}) between 1 and 50`),
    check('product_packs_unit_length', sql`char_length(${t.unit}) between 1 and 50`),
    check('product_packs_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const stockMovementReason = pgEnum('stock_movement_reason', MOVEMENT_REASONS);

/** The stock journal: every change to a product's stock writes one row in the same transaction. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    userId: userId(),
    delta: quantity().notNull(),
    resultingStock: quantity().notNull(),
    reason: stockMovementReason().notNull(),
    reference: text(),
    /** The branch whose stock changed; null for a restaurant with no branch yet (decision 056). */
    locationId: branchId(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.productId, t.createdAt.desc()),
    index().on(t.userId, t.createdAt.desc()),
    // Inicio's "Escanea un recibo" step: whether any receipt movement exists, without reading the journal.
    index('stock_movements_receipt_user_idx')
      .on(t.userId)
      .where(sql`${t.reason} = 'receipt'`),
    // The count-variance report (decision 051) reads a period's counts without the rest of the journal.
    index('stock_movements_count_user_created_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.reason} = 'count'`),
    check('movements_resulting_stock_not_negative', sql`${t.resultingStock} >= 0`),
  ],
);

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: id(),
    userId: userId(),
    productId: uuid()
      .notNull()
      .references(() => privateProducts.id, { onDelete: 'cascade' }),
    oldPrice: money().notNull(),
    newPrice: money().notNull(),
    /** Null when the old price was 0 (a percentage is undefined). */
    priceChangePercent: numeric({ precision: 12, scale: 2 }),
    isRead: boolean().notNull().default(false),
    alertDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.alertDate.desc()),
    index('price_alerts_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    index().on(t.productId),
  ],
);

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
/** Who cancelled an order (decision 043). */
export const orderParty = pgEnum('order_party', ['restaurante', 'proveedor']);
export const orderType = pgEnum('order_type', ['direct', 'marketplace']);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    orderNumber: text().notNull().unique(),
    userId: userId(),
    orderType: orderType().notNull().default('direct'),
    supplierId: uuid().references(() => restaurantContacts.id, { onDelete: 'set null' }),
    supplierCompanyId: uuid().references(() => supplierCompanies.id, { onDelete: 'restrict' }),
    /** The branch the order is delivered to and received into (decision 056). */
    locationId: branchId(),
    totalAmount: money().notNull(),
    status: orderStatus().notNull().default('pendiente'),
    notes: text(),
    /** Why it was cancelled and by whom (required when cancelling, decision 043). */
    cancelReason: text(),
    cancelledBy: orderParty(),
    /** When the restaurant received it into stock ("Recibir orden"); null until then. */
    receivedAt: timestamp({ withTimezone: true }),
    orderDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.orderDate.desc()),
    index().on(t.userId, t.status),
    index().on(t.supplierCompanyId, t.orderDate.desc()),
    check('orders_total_not_negative', sql`${t.totalAmount} >= 0`),
    check('orders_notes_length', maxLength(t.notes, 1000)),
    check('orders_cancel_reason_length', maxLength(t.cancelReason, 500)),
    check('orders_marketplace_has_company', sql`${t.orderType} <> 'marketplace' or ${t.supplierCompanyId} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    userId: userId(),
    /** The restaurant's product (direct orders, or a marketplace line already matched to stock). */
    productId: uuid().references(() => privateProducts.id, { onDelete: 'set null' }),
    marketplaceProductId: uuid().references(() => marketplaceProducts.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    /** The unit the line is written in: a measure code, the product's base unit, or one of its packs by name. */
    unit: text(),
    /** When `unit` is a pack, what one held at order time ("Caja" = 25 kg): receiving converts with it (decision 037). */
    packQuantity: quantity(),
    packUnit: text(),
    quantity: quantity().notNull(),
    unitPrice: money().notNull(),
    totalPrice: money().notNull(),
    /** What the restaurant asked for, when the supplier changed the line on confirming (decision 043). */
    originalQuantity: quantity(),
    originalUnitPrice: money(),
    /** What actually arrived when the order was received. */
    receivedQuantity: quantity(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_not_negative', sql`${t.unitPrice} >= 0`),
    check(
      'order_items_pack',
      sql`(${t.packQuantity} is null and ${t.packUnit} is null) or (${t.packQuantity} > 0 and char_length(${t.packUnit}) between 1 and 50)`,
    ),
  ],
);
