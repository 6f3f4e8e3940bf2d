import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MARKETPLACE_MESSAGES, marketplaceOrderNumber, type cartOrderInputSchema, type Listing, type listingQuerySchema } from '@common/marketplace';
import { compareDecimals, formatMoney, lineTotal, linesTotal } from '@common/money';
import type { Database, Transaction } from '../../platform/db/client';
import { marketplaceProducts, orderItems, profiles, purchaseOrders, supplierCompanies } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { activeSubscriberCondition } from '../billing/service';
import { createNotification } from '../notifications/service';

/** "Verified" = available products of companies whose owner has an active subscription. */
const listable = and(eq(marketplaceProducts.isAvailable, true), activeSubscriberCondition(supplierCompanies.userId));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * One page of the verified listing and the total, in one pass over the matches: a common term
 * ("jitomate") matches thousands of the 100,000 products, and counting them in a second query
 * doubled the work.
 */
export async function listMarketplace(db: Database, query: z.output<typeof listingQuerySchema>): Promise<{ items: Listing[]; total: number }> {
  const where = and(
    listable,
    query.search ? sql`lower(${marketplaceProducts.name}) like ${`%${escapeLike(query.search.toLowerCase())}%`}` : undefined,
    query.category ? eq(marketplaceProducts.category, query.category) : undefined,
  );
  const rows = await db
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      description: marketplaceProducts.description,
      category: marketplaceProducts.category,
      unit: marketplaceProducts.unit,
      price: marketplaceProducts.price,
      minOrderQuantity: marketplaceProducts.minOrderQuantity,
      imageUrl: marketplaceProducts.imageUrl,
      supplierCompanyId: supplierCompanies.id,
      supplierName: supplierCompanies.companyName,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(where)
    .orderBy(asc(marketplaceProducts.name), asc(marketplaceProducts.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0 && query.offset > 0) {
    // A page past the end has no row to carry the total.
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(marketplaceProducts)
      .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
      .where(where);
    return { items: [], total };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

export async function listMarketplaceCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: marketplaceProducts.category })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(listable)
    .orderBy(marketplaceProducts.category);
  return rows.map((row) => row.category);
}

/**
 * 'Crear Orden': one purchase order per supplier, all in one transaction, priced from the server's
 * current catalogue (the cart's prices are never trusted). Returns the created orders.
 */
export async function createCartOrders(db: Database, userId: string, input: z.output<typeof cartOrderInputSchema>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertOrders(tx, userId, input));
    } catch (error) {
      // Two orders to one supplier in the same millisecond collide on the order number: try again.
      if (attempt < 3 && (error as { cause?: { code?: string }; code?: string }).cause?.code === '23505') continue;
      throw error;
    }
  }
}

async function insertOrders(tx: Transaction, userId: string, input: z.output<typeof cartOrderInputSchema>) {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const products = await tx
    .select({
      id: marketplaceProducts.id,
      name: marketplaceProducts.name,
      unit: marketplaceProducts.unit,
      price: marketplaceProducts.price,
      minOrderQuantity: marketplaceProducts.minOrderQuantity,
      companyId: supplierCompanies.id,
      companyName: supplierCompanies.companyName,
      ownerId: supplierCompanies.userId,
    })
    .from(marketplaceProducts)
    .innerJoin(supplierCompanies, eq(supplierCompanies.id, marketplaceProducts.supplierCompanyId))
    .where(and(inArray(marketplaceProducts.id, ids), listable));
  if (products.length !== ids.length) throw badRequest(MARKETPLACE_MESSAGES.unavailable, 'product_unavailable');

  const byId = new Map(products.map((product) => [product.id, product]));
  const bySupplier = new Map<string, Array<{ product: (typeof products)[number]; quantity: string }>>();
  for (const line of input.lines) {
    const product = byId.get(line.productId)!;
    const quantity = String(line.quantity);
    if (compareDecimals(quantity, product.minOrderQuantity) < 0) {
      throw badRequest(MARKETPLACE_MESSAGES.belowMinimum(product.name, product.minOrderQuantity), 'below_minimum');
    }
    bySupplier.set(product.companyId, [...(bySupplier.get(product.companyId) ?? []), { product, quantity }]);
  }

  const [restaurant] = await tx.select({ name: profiles.businessName, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  const timestamp = Date.now();
  const created = [];
  for (const [companyId, lines] of bySupplier) {
    const pricedLines = lines.map(({ product, quantity }) => ({ product, quantity, unitPrice: product.price }));
    const totalAmount = linesTotal(pricedLines);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        orderNumber: marketplaceOrderNumber(timestamp, companyId),
        userId,
        orderType: 'marketplace',
        supplierCompanyId: companyId,
        totalAmount,
        notes: input.notes,
      })
      .returning({ id: purchaseOrders.id, orderNumber: purchaseOrders.orderNumber, totalAmount: purchaseOrders.totalAmount });
    await tx.insert(orderItems).values(
      pricedLines.map(({ product, quantity, unitPrice }, position) => ({
        orderId: order.id,
        userId,
        marketplaceProductId: product.id,
        productName: product.name,
        unit: product.unit,
        quantity,
        unitPrice,
        totalPrice: lineTotal(quantity, unitPrice),
        position,
      })),
    );
    await createNotification(tx, {
      userId: lines[0].product.ownerId,
      type: 'order',
      title: 'Nuevo pedido',
      message: `${restaurant?.name ?? restaurant?.email ?? 'Un restaurante'} te envió el pedido ${order.orderNumber} por ${formatMoney(totalAmount)}`,
      link: '/proveedor/dashboard',
      metadata: { order_id: order.id },
    });
    created.push({ ...order, supplierCompanyId: companyId, supplierName: lines[0].product.companyName });
  }
  return created;
}
