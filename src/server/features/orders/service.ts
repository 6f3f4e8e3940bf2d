import type { z } from 'zod';
import {
  directOrderNumber,
  ORDER_MESSAGES,
  type createOrderSchema,
  type OrderDetail,
  type OrderSummary,
} from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable, Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { orderItemOf, priceLines } from './order-lines';
import {
  deleteOrderRows,
  insertOrder as insertOrderRow,
  insertOrderItems,
  lockOrder,
  selectOrderItems,
  selectOrderSummaries,
  selectOrderSummary,
  selectOwnContact,
  selectPurchaseProducts,
  updateOrder,
} from './queries';

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';

/** Enough for a burst of orders from every user in the same millisecond; each retry is one short transaction. */
const ORDER_NUMBER_ATTEMPTS = 25;

const serialize = <T extends { orderDate: Date }>(row: T) => ({ ...row, orderDate: row.orderDate.toISOString() });

/** SPEC §7: the user's orders with the supplier name and item count, newest first. */
export async function listOrders(db: Queryable, actor: Actor): Promise<OrderSummary[]> {
  return (await selectOrderSummaries(db, actor.userId, { limit: 500 })).map(serialize);
}

export async function getOrder(db: Queryable, actor: Actor, orderId: string): Promise<OrderDetail> {
  const row = await selectOrderSummary(db, actor.userId, { orderId });
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const items = await selectOrderItems(db, actor.userId, { orderId });
  return { ...serialize(row), items: items.map(orderItemOf) };
}

/**
 * An own-contact order and its items in one transaction, priced from the products' current prices.
 * Two orders in the same millisecond would share 'ORD-{timestamp}': the later one retries with a
 * later millisecond (see docs/decisions/011).
 */
export function createOrder(db: Database, actor: Actor, input: z.output<typeof createOrderSchema>) {
  return withOrderNumbers(db, (tx, stamp) => insertDirectOrder(tx, actor.userId, input, directOrderNumber(stamp)));
}

/**
 * Runs `work` in a transaction with a millisecond stamp for its order numbers (stamp, stamp + 1…);
 * when a number is taken, the whole transaction retries with a later stamp.
 */
export async function withOrderNumbers<T>(db: Database, work: (tx: Transaction, stamp: number) => Promise<T>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx, Date.now() + attempt));
    } catch (error) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The new order as getOrder would read it back, built from what the inserts return (two queries fewer). */
export async function insertDirectOrder(
  tx: Transaction,
  userId: string,
  input: z.output<typeof createOrderSchema>,
  orderNumber: string,
): Promise<OrderDetail> {
  const contact = await selectOwnContact(tx, userId, { contactId: input.supplierId });
  if (!contact) throw badRequest(ORDER_MESSAGES.supplierRequired, 'supplier_required');
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const products = await selectPurchaseProducts(tx, userId, { productIds: ids });
  if (products.length !== ids.length) throw badRequest(ORDER_MESSAGES.productNotFound, 'unknown_product');
  const { lines, totalAmount } = priceLines(input.items, products);
  const order = await insertOrderRow(tx, userId, {
    values: { orderNumber, orderType: 'direct', supplierId: contact.id, totalAmount, notes: input.notes },
  });
  const items = await insertOrderItems(tx, userId, {
    orderId: order.id,
    items: lines.map((line, position) => ({
      productId: line.product.id,
      productName: line.product.name,
      unit: line.line.unit,
      packQuantity: line.line.pack?.quantity ?? null,
      packUnit: line.line.pack?.unit ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      position,
    })),
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    supplierId: order.supplierId,
    supplierCompanyId: order.supplierCompanyId,
    supplierName: contact.name,
    supplierWhatsapp: contact.whatsappNumber,
    totalAmount: order.totalAmount,
    status: order.status,
    notes: order.notes,
    orderDate: order.orderDate.toISOString(),
    itemCount: items.length,
    items: items
      .sort((a, b) => a.position - b.position)
      .map((item) => {
        const product = byId.get(item.productId!)!;
        return orderItemOf({
          ...item,
          productUnit: product.unit,
          productPrice: product.currentPrice,
          productDensity: product.densityKgPerL,
          productPieceWeight: product.pieceWeightG,
          productPacks: product.packs,
        });
      }),
  };
}

/** SPEC §7: deleting an order removes its items too, in one transaction. */
export async function deleteOrder(db: Database, actor: Actor, orderId: string) {
  await db.transaction(async (tx) => {
    if (!(await lockOrder(tx, actor.userId, { orderId }))) throw notFound(ORDER_MESSAGES.notFound);
    await deleteOrderRows(tx, actor.userId, { orderId });
  });
}

/** The order, locked, when it is the owner's own-contact order still pending; else a 404 or 409. */
export async function lockPendingDirectOrder(tx: Transaction, userId: string, orderId: string) {
  const order = await lockOrder(tx, userId, { orderId });
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.orderType !== 'direct') throw conflict(ORDER_MESSAGES.notDirect, 'not_direct');
  if (order.status !== 'pendiente') throw conflict(ORDER_MESSAGES.notPending, 'not_pending');
  return order;
}

/** "Cancelar orden": only a pending own-contact order. */
export async function cancelOrder(db: Database, actor: Actor, orderId: string) {
  await db.transaction(async (tx) => {
    await lockPendingDirectOrder(tx, actor.userId, orderId);
    await updateOrder(tx, actor.userId, { orderId, values: { status: 'cancelada' } });
  });
  return getOrder(db, actor, orderId);
}
