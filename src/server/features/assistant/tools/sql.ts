import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { foldSql } from '../../../platform/db/rules/fold';
import { unitKeySql } from '../../../platform/db/rules/units';
import { lowStockWhere } from '../../../platform/db/rules/low-stock';
import { privateProducts } from '../../../platform/db/schema';

/**
 * The tools are reports: plain SQL reads the clearest, with every figure computed by PostgreSQL.
 * Money and quantities are cast to text so both drivers hand back exact decimal strings.
 */
export async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A name compared ignoring case, accents and repeated spaces ("Jitomate  Bola" = "jitomate bola"). */
export const normalized = (expression: SQL): SQL =>
  sql`regexp_replace(${foldSql(sql`trim(${expression})`)}, '\\s+', ' ', 'g')`;

/** Units spelled differently that measure the same (kg = kilo, lt = litro, pza = unidad). */
export const unitKey = (expression: SQL): SQL => unitKeySql(expression);

/** private_products under the alias `p` of these queries. */
const p = alias(privateProducts, 'p');
export const minimumOf = sql`${p.minStockQuantity}`;
export const isLow = lowStockWhere(p);

/** Orders that count as spending: everything but cancelled ones. */
export const countedOrder = sql.raw(`po.status <> 'cancelada'`);

/** The supplier's name of an order on aliases po/rc/sc, as the orders list shows it. */
export const orderSupplierName = sql.raw(`coalesce(rc.name, sc.company_name, 'Proveedor')`);
export const orderJoins = sql.raw(
  'left join restaurant_contacts rc on rc.id = po.supplier_id left join supplier_companies sc on sc.id = po.supplier_company_id',
);

/** Days of history the weekly use is averaged over. */
export const USE_WINDOW_DAYS = 28;
