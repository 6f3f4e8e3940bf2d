import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldSql } from '../rules/fold';
import { userId } from './auth';
import { createdAt, id, maxLength, money, quantity, updatedAt } from './columns';

/** A company belongs to exactly one user (unique user_id). */
export const supplierCompanies = pgTable(
  'supplier_companies',
  {
    id: id(),
    userId: userId().unique(),
    companyName: text().notNull(),
    businessDescription: text(),
    phone: text().notNull(),
    address: text().notNull(),
    taxId: text(),
    logoUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_name_length', sql`char_length(${t.companyName}) between 1 and 200`),
    check('companies_description_length', maxLength(t.businessDescription, 1000)),
    check('companies_phone_length', sql`char_length(${t.phone}) between 1 and 30`),
    check('companies_address_length', sql`char_length(${t.address}) between 1 and 500`),
    check('companies_tax_id_length', maxLength(t.taxId, 20)),
  ],
);

export const planInterval = pgEnum('plan_interval', ['month', 'year']);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    name: text().notNull().unique(),
    priceAmount: money().notNull(),
    interval: planInterval().notNull(),
    /** The price's identifier at the card payment provider (Stripe price id). */
    providerPriceId: text(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [check('plans_price_not_negative', sql`${t.priceAmount} >= 0`)],
);

export const subscriptionStatus = pgEnum('subscription_status', [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'unpaid',
]);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: userId(),
    planId: uuid().references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    status: subscriptionStatus().notNull(),
    provider: text().notNull().default('test'),
    providerCustomerId: text(),
    providerSubscriptionId: text().unique(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.status)],
);

export const marketplaceUnit = pgEnum('marketplace_unit', ['unidad', 'kg', 'lb', 'litro', 'caja', 'paquete']);

export const marketplaceProducts = pgTable(
  'marketplace_products',
  {
    id: id(),
    supplierCompanyId: uuid()
      .notNull()
      .references(() => supplierCompanies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    category: text().notNull(),
    unit: marketplaceUnit().notNull().default('unidad'),
    price: money().notNull(),
    stockQuantity: quantity().notNull().default('0'),
    /** Promised to confirmed orders not yet delivered (decision 043): available = stock − reserved. */
    reservedQuantity: quantity().notNull().default('0'),
    minOrderQuantity: quantity().notNull().default('1'),
    isAvailable: boolean().notNull().default(true),
    /** The name folded (foldSql) once, on write: the search matches and orders by it (decision 083). */
    nameFolded: text()
      .notNull()
      .generatedAlwaysAs((): SQL => foldSql(marketplaceProducts.name)),
    /** The photo at card size and its thumbnail, stored and removed together (decision 048). */
    imageUrl: text(),
    thumbnailUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.supplierCompanyId, t.createdAt.desc()),
    // The listing in its order (name, id), whole or one category, read only as far as a page needs (decision 040).
    index('marketplace_products_available_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isAvailable}`),
    // A search, names that start with it first (decision 083): this walks them in folded order…
    index('marketplace_products_available_fold_name_idx')
      .on(sql`(${t.nameFolded} collate "C")`, t.id)
      .where(sql`${t.isAvailable}`),
    // …and the trigrams of the folded name find those that hold it further on (no pending list: migration 0007).
    index('marketplace_products_name_fold_trgm_idx')
      .using('gin', sql`${t.nameFolded} gin_trgm_ops`)
      .where(sql`${t.isAvailable}`)
      .with({ fastupdate: false }),
    index('marketplace_products_available_category_idx')
      .on(t.category, t.name, t.id)
      .where(sql`${t.isAvailable}`),
    check('marketplace_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('marketplace_description_length', maxLength(t.description, 1000)),
    check('marketplace_category_length', sql`char_length(${t.category}) between 1 and 100`),
    check('marketplace_price_not_negative', sql`${t.price} >= 0`),
    check('marketplace_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check(
      'marketplace_reserved_within_stock',
      sql`${t.reservedQuantity} >= 0 and ${t.reservedQuantity} <= ${t.stockQuantity}`,
    ),
    check('marketplace_min_order_positive', sql`${t.minOrderQuantity} > 0`),
    check('marketplace_photo_both_sizes', sql`(${t.imageUrl} is null) = (${t.thumbnailUrl} is null)`),
  ],
);

/** One customer at the payment provider per user (Stripe customer id). */
export const billingCustomers = pgTable('billing_customers', {
  userId: userId().primaryKey(),
  provider: text().notNull(),
  providerCustomerId: text().notNull().unique(),
  createdAt: createdAt(),
});

/** Webhook events already applied: a replayed event is recognised and applied only once. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
