import type { z } from 'zod';
import {
  MARKETPLACE_MESSAGES,
  marketplaceOrderNumber,
  type cartOrderInputSchema,
  type Listing,
  type ListingPage,
  type listingQuerySchema,
} from '@common/marketplace';
import { cartLineProblem } from '@common/marketplace-cart';
import { formatMoney, lineTotal, linesTotal } from '@common/money';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { deleteCartLinesFor } from './cart-queries';
import {
  insertMarketplaceOrder,
  selectListedCompanies,
  selectListedProducts,
  selectListingCandidates,
  selectListingCategories,
  selectRestaurantName,
  type ListingCursor,
  type ListingPass,
} from './queries';

/**
 * One page of the verified listing and whether another follows, reading only as far as the page's
 * end (decision 040): candidates in the listing's order, then which of their suppliers are
 * verified, again after the last candidate while unverified ones left the page short. A search
 * lists the names that start with it before those that hold it further on (decision 083). No
 * count: counting a common term's thousands of matches cost more than the page.
 */
export async function listMarketplace(db: Database, query: z.output<typeof listingQuerySchema>): Promise<ListingPage> {
  const wanted = query.offset + query.limit + 1;
  const listed: Listing[] = [];
  const passes: ListingPass[] = query.search ? ['start', 'inside'] : ['all'];
  for (const pass of passes) {
    let after: ListingCursor | undefined;
    for (let batch = wanted - listed.length; listed.length < wanted; batch *= 2) {
      const candidates = await selectListingCandidates(db, { ...query, pass, after, limit: batch });
      if (candidates.length === 0) break;
      const companyIds = [...new Set(candidates.map((candidate) => candidate.supplierCompanyId))];
      const companies = new Map(
        (await selectListedCompanies(db, { companyIds })).map((company) => [company.id, company.name]),
      );
      for (const { key: _key, ...candidate } of candidates) {
        const supplierName = companies.get(candidate.supplierCompanyId);
        if (supplierName !== undefined) listed.push({ ...candidate, supplierName });
      }
      if (candidates.length < batch) break;
      after = candidates[candidates.length - 1];
    }
  }
  return {
    items: listed.slice(query.offset, query.offset + query.limit),
    hasMore: listed.length > query.offset + query.limit,
  };
}

export async function listMarketplaceCategories(db: Database): Promise<string[]> {
  return (await selectListingCategories(db)).map((row) => row.category);
}

/**
 * 'Crear Orden': one purchase order per supplier, all in one transaction, priced from the server's
 * current catalogue (the cart's prices are never trusted). Returns the created orders.
 */
export async function createCartOrders(db: Database, actor: Actor, input: z.output<typeof cartOrderInputSchema>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertCartOrders(tx, actor.userId, input));
    } catch (error) {
      // Two orders to one supplier in the same millisecond collide on the order number: try again.
      if (attempt < 3 && (error as { cause?: { code?: string }; code?: string }).cause?.code === '23505') continue;
      throw error;
    }
  }
}

/** A line of a marketplace order; `forProductId` ties it to the restaurant's product it is for (decision 052). */
type OrderLine = z.output<typeof cartOrderInputSchema>['lines'][number] & { forProductId?: string };

/**
 * The marketplace's order creation inside the caller's transaction: every product offered now, each
 * line within the cart's minimum rule (else a Spanish 400 and nothing is written), one order per
 * supplier numbered from `timestamp`, the ordered products out of the saved cart, and each supplier
 * notified. A line's `forProductId` must be the caller's product: the caller checks it.
 */
export async function insertCartOrders(
  tx: Transaction,
  userId: string,
  input: { lines: OrderLine[]; notes: string | null },
  timestamp = Date.now(),
) {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const products = await selectListedProducts(tx, { productIds: ids });
  if (products.length !== ids.length) throw badRequest(MARKETPLACE_MESSAGES.unavailable, 'product_unavailable');

  const byId = new Map(products.map((product) => [product.id, product]));
  type Priced = { product: (typeof products)[number]; quantity: string; forProductId: string | null };
  const bySupplier = new Map<string, Priced[]>();
  for (const line of input.lines) {
    const product = byId.get(line.productId)!;
    const quantity = line.quantity;
    const problem = cartLineProblem({ ...product, productName: product.name, quantity });
    if (problem) throw badRequest(problem.message, problem.kind);
    const priced = { product, quantity, forProductId: line.forProductId ?? null };
    bySupplier.set(product.companyId, [...(bySupplier.get(product.companyId) ?? []), priced]);
  }

  // What was ordered leaves the saved cart in the same transaction (decision 044).
  await deleteCartLinesFor(tx, userId, ids);
  const restaurant = await selectRestaurantName(tx, userId);
  const created = [];
  for (const [companyId, lines] of bySupplier) {
    const pricedLines = lines.map((line) => ({ ...line, unitPrice: line.product.price }));
    const totalAmount = linesTotal(pricedLines);
    const order = await insertMarketplaceOrder(tx, userId, {
      values: {
        orderNumber: marketplaceOrderNumber(timestamp, companyId),
        supplierCompanyId: companyId,
        totalAmount,
        notes: input.notes,
      },
      items: pricedLines.map(({ product, quantity, unitPrice, forProductId }, position) => ({
        productId: forProductId,
        marketplaceProductId: product.id,
        productName: product.name,
        unit: product.unit,
        quantity,
        unitPrice,
        totalPrice: lineTotal(quantity, unitPrice),
        position,
      })),
    });
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
