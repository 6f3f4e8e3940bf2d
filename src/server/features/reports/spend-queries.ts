import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '@common/calendar';
import type { SpendInterval } from '@common/reports';
import type { Queryable } from '../../platform/db/client';
import {
  appliedReceipts,
  invoiceLines,
  invoices,
  orderItems,
  privateProducts,
  purchaseOrders,
  restaurantContacts,
  restaurantInfo,
  supplierCompanies,
} from '../../platform/db/schema';
import { orderCompanyJoin, orderContactJoin, orderSupplierName } from '../assistant/tools/sql';
import { inBranch, type BranchScope } from './branch-queries';

/*
 * Spend (decision 051) is what entered stock as a purchase, each from its own document: the lines of
 * orders received in the period (what was paid: received quantity × price for own contacts, the
 * confirmed line for the marketplace), the lines of income invoices registered in it that went to a
 * product (net in pesos, IEPS, and IVA unless the restaurant credits it), and the totals of receipts
 * applied in it (a receipt keeps no lines, so its category is unknown). A branch's spend is the
 * documents of that branch: orders by the branch they were received into, invoices and receipts by theirs.
 */

interface Range {
  from: Date;
  to: Date;
  branch?: BranchScope;
}

const NO_CATEGORY = 'Sin categoría';
const category = sql<string>`coalesce(nullif(${privateProducts.category}, ''), ${NO_CATEGORY})`;

function purchaseLines(db: Queryable, ownerId: string, range: Range) {
  const orderLines = db
    .select({
      at: sql<Date>`${purchaseOrders.receivedAt}`.as('at'),
      supplier: sql<string>`${orderSupplierName}`.as('supplier'),
      category: sql<string>`${category}`.as('category'),
      value: sql<string>`${orderItems.totalPrice}::numeric`.as('value'),
    })
    .from(purchaseOrders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, purchaseOrders.id), eq(orderItems.userId, ownerId)))
    .leftJoin(restaurantContacts, orderContactJoin)
    .leftJoin(supplierCompanies, orderCompanyJoin)
    .leftJoin(privateProducts, eq(privateProducts.id, orderItems.productId))
    .where(
      and(
        eq(purchaseOrders.userId, ownerId),
        gte(purchaseOrders.receivedAt, range.from),
        lt(purchaseOrders.receivedAt, range.to),
        inBranch(purchaseOrders.locationId, range.branch),
      ),
    );
  const invoiceCost = sql`(${invoiceLines.amount} - ${invoiceLines.discount}) * ${invoices.exchangeRate} + ${invoiceLines.iepsMxn}
    + case when coalesce(${restaurantInfo.creditsIva}, false) then 0 else ${invoiceLines.ivaMxn} end`;
  const invoiceRows = db
    .select({
      at: sql<Date>`${invoices.registeredAt}`.as('at'),
      supplier: sql<string>`coalesce(${restaurantContacts.name}, ${invoices.issuerName}, ${invoices.issuerRfc})`.as(
        'supplier',
      ),
      category: sql<string>`${category}`.as('category'),
      value: sql<string>`${invoiceCost}`.as('value'),
    })
    .from(invoices)
    .innerJoin(invoiceLines, and(eq(invoiceLines.invoiceId, invoices.id), eq(invoiceLines.userId, ownerId)))
    .leftJoin(restaurantContacts, eq(restaurantContacts.id, invoices.supplierId))
    .leftJoin(privateProducts, eq(privateProducts.id, invoiceLines.productId))
    .leftJoin(restaurantInfo, eq(restaurantInfo.userId, ownerId))
    .where(
      and(
        eq(invoices.userId, ownerId),
        eq(invoices.type, 'I'),
        ne(invoiceLines.action, 'skip'),
        gte(invoices.registeredAt, range.from),
        lt(invoices.registeredAt, range.to),
        inBranch(invoices.locationId, range.branch),
      ),
    );
  const receiptRows = db
    .select({
      at: sql<Date>`${appliedReceipts.appliedAt}`.as('at'),
      supplier: sql<string>`coalesce(nullif(${appliedReceipts.supplierName}, ''), 'Sin proveedor')`.as('supplier'),
      category: sql<string>`${NO_CATEGORY}::text`.as('category'),
      value: sql<string>`${appliedReceipts.total}::numeric`.as('value'),
    })
    .from(appliedReceipts)
    .where(
      and(
        eq(appliedReceipts.userId, ownerId),
        gte(appliedReceipts.appliedAt, range.from),
        lt(appliedReceipts.appliedAt, range.to),
        inBranch(appliedReceipts.locationId, range.branch),
      ),
    );
  return unionAll(orderLines, invoiceRows, receiptRows).as('purchases');
}

// Literals, not parameters: the same expression is in the select and the GROUP BY.
const TRUNCATE = { week: sql.raw(`'week'`), month: sql.raw(`'month'`) } as const;
const ZONE = sql.raw(`'${TIME_ZONE}'`);

const money = (expression: ReturnType<typeof sql>) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;

/** Σ of the period's purchases, exact in SQL numeric and rounded once. */
export async function selectSpendTotal(db: Queryable, ownerId: string, params: Range) {
  const lines = purchaseLines(db, ownerId, params);
  const [row] = await db.select({ total: money(sql`sum(${lines.value})`) }).from(lines);
  return row.total;
}

/** The period's purchases by week (from Monday) or month, in Mexico City's calendar. */
export function selectSpendByPeriod(db: Queryable, ownerId: string, params: Range & { interval: SpendInterval }) {
  const lines = purchaseLines(db, ownerId, params);
  const start = sql<string>`date_trunc(${TRUNCATE[params.interval]}, ${lines.at} at time zone ${ZONE})::date::text`;
  return db
    .select({ start, total: money(sql`sum(${lines.value})`) })
    .from(lines)
    .groupBy(start)
    .orderBy(start);
}

/** The period's purchases by supplier or by the product's category, largest first. */
export function selectSpendBy(
  db: Queryable,
  ownerId: string,
  params: Range & { by: 'supplier' | 'category'; limit: number },
) {
  const lines = purchaseLines(db, ownerId, params);
  const name = params.by === 'supplier' ? lines.supplier : lines.category;
  const sum = sql`sum(${lines.value})`;
  return db
    .select({ name: sql<string>`${name}`, total: money(sum) })
    .from(lines)
    .groupBy(name)
    .orderBy(desc(sum), name)
    .limit(params.limit);
}
