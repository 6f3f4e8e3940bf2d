import type { z } from 'zod';
import {
  MARKETPLACE_MESSAGES,
  marketplaceOrderNumber,
  type cartOrderInputSchema,
  type Listing,
  type listingQuerySchema,
} from '@common/marketplace';
import { compareDecimals, formatMoney, lineTotal, linesTotal } from '@common/money';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import {
  countListing,
  insertMarketplaceOrder,
  selectListedProducts,
  selectListingCategories,
  selectListingPage,
  selectRestaurantName,
} from './queries';

/**
 * One page of the verified listing and the total, in one pass over the matches: a common term
 * ("jitomate") matches thousands of the 100,000 products, and counting them in a second query
 * doubled the work.
 */
export async function listMarketplace(
  db: Database,
  query: z.output<typeof listingQuerySchema>,
): Promise<{ items: Listing[]; total: number }> {
  const rows = await selectListingPage(db, query);
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && query.offset > 0) return { items: [], total: await countListing(db, query) };
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
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
      return await db.transaction((tx) => insertOrders(tx, actor.userId, input));
    } catch (error) {
      // Two orders to one supplier in the same millisecond collide on the order number: try again.
      if (attempt < 3 && (error as { cause?: { code?: string }; code?: string }).cause?.code === '23505') continue;
      throw error;
    }
  }
}

async function insertOrders(tx: Transaction, userId: string, input: z.output<typeof cartOrderInputSchema>) {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const products = await selectListedProducts(tx, { productIds: ids });
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

  const restaurant = await selectRestaurantName(tx, userId);
  const timestamp = Date.now();
  const created = [];
  for (const [companyId, lines] of bySupplier) {
    const pricedLines = lines.map(({ product, quantity }) => ({ product, quantity, unitPrice: product.price }));
    const totalAmount = linesTotal(pricedLines);
    const order = await insertMarketplaceOrder(tx, userId, {
      values: {
        orderNumber: marketplaceOrderNumber(timestamp, companyId),
        supplierCompanyId: companyId,
        totalAmount,
        notes: input.notes,
      },
      items: pricedLines.map(({ product, quantity, unitPrice }, position) => ({
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
