import { eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldSql } from '../../../platform/db/rules/fold';
import {
  marketplaceProducts,
  purchaseOrders,
  restaurantContacts,
  supplierCompanies,
} from '../../../platform/db/schema';
import { activeSubscriberCondition } from '../../billing/service';

/*
 * The tools are reports built with the query builder on the schema's columns (a renamed column
 * fails to compile), with every figure computed by PostgreSQL. Money and quantities computed in SQL
 * are cast to text so both drivers hand back exact decimal strings.
 */

/** An expression as text: exact decimals ('12.500') from both drivers. */
export const asText = (expression: SQLWrapper) => sql<string>`${expression}::text`;

/** An instant as ISO 8601 in UTC ('2026-10-05T14:30:00Z'), the same from both drivers. */
export const isoInstant = (expression: SQLWrapper) =>
  sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A name compared ignoring case, accents and repeated spaces ("Jitomate  Bola" = "jitomate bola"). */
export const normalized = (expression: SQLWrapper): SQL =>
  sql`regexp_replace(${foldSql(sql`trim(${expression})`)}, '\\s+', ' ', 'g')`;

/** Orders that count as spending: everything but cancelled ones. */
export const countedOrder = ne(purchaseOrders.status, 'cancelada');

/** The supplier's name of an order, as the orders list shows it (on purchase_orders joined by orderContactJoin and orderCompanyJoin). */
export const orderSupplierName = sql<string>`coalesce(${restaurantContacts.name}, ${supplierCompanies.companyName}, 'Proveedor')`;
export const orderContactJoin = eq(restaurantContacts.id, purchaseOrders.supplierId);
export const orderCompanyJoin = eq(supplierCompanies.id, purchaseOrders.supplierCompanyId);

/** Marketplace products that can be bought: available, from a supplier with an active plan. */
export const listableOffer = sql`${marketplaceProducts.isAvailable} and ${activeSubscriberCondition(supplierCompanies.userId)}`;

/** Days of history the weekly use is averaged over. */
export const USE_WINDOW_DAYS = 28;
