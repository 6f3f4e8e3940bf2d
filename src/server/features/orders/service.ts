import type { z } from 'zod';
import { compareDecimals, lineTotal, linesTotal } from '@common/money';
import {
  directOrderNumber,
  ORDER_MESSAGES,
  type createOrderSchema,
  type OrderDetail,
  type OrderSummary,
  type receiveOrderSchema,
} from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable, Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { applyStockChange, changeProductPrice } from '../inventory/stock';
import {
  deleteOrderRows,
  insertOrder as insertOrderRow,
  insertOrderItems,
  lockOrder,
  selectOrderItemRows,
  selectOrderItems,
  selectOrderSummaries,
  selectOrderSummary,
  selectOwnContact,
  selectProductsToOrder,
  updateOrder,
  updateOrderItem,
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
  return { ...serialize(row), items };
}

/**
 * An own-contact order and its items in one transaction, priced from the products' current prices.
 * Two orders in the same millisecond would share 'ORD-{timestamp}': the later one retries with a
 * later millisecond (see docs/decisions/011).
 */
export async function createOrder(db: Database, actor: Actor, input: z.output<typeof createOrderSchema>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) =>
        insertOrder(tx, actor.userId, input, directOrderNumber(Date.now() + attempt)),
      );
    } catch (error) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The new order as getOrder would read it back, built from what the inserts return (two queries fewer). */
async function insertOrder(
  tx: Transaction,
  userId: string,
  input: z.output<typeof createOrderSchema>,
  orderNumber: string,
): Promise<OrderDetail> {
  const contact = await selectOwnContact(tx, userId, { contactId: input.supplierId });
  if (!contact) throw badRequest(ORDER_MESSAGES.supplierRequired, 'supplier_required');
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const products = await selectProductsToOrder(tx, userId, { productIds: ids });
  if (products.length !== ids.length) throw badRequest(ORDER_MESSAGES.productNotFound, 'unknown_product');
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = input.items.map((item) => {
    const product = byId.get(item.productId)!;
    return { product, quantity: String(item.quantity), unitPrice: product.price };
  });
  const order = await insertOrderRow(tx, userId, {
    values: {
      orderNumber,
      orderType: 'direct',
      supplierId: contact.id,
      totalAmount: linesTotal(lines),
      notes: input.notes,
    },
  });
  const items = await insertOrderItems(tx, userId, {
    orderId: order.id,
    items: lines.map((line, position) => ({
      productId: line.product.id,
      productName: line.product.name,
      unit: line.product.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: lineTotal(line.quantity, line.unitPrice),
      position,
    })),
  });
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
      .map((item) => ({
        id: item.id,
        productId: item.productId,
        productName: item.productName,
        unit: item.unit,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        totalPrice: item.totalPrice,
        receivedQuantity: item.receivedQuantity,
      })),
  };
}

/** SPEC §7: deleting an order removes its items too, in one transaction. */
export async function deleteOrder(db: Database, actor: Actor, orderId: string) {
  await db.transaction(async (tx) => {
    if (!(await lockOrder(tx, actor.userId, { orderId }))) throw notFound(ORDER_MESSAGES.notFound);
    await deleteOrderRows(tx, actor.userId, { orderId });
  });
}

async function lockPendingDirectOrder(tx: Transaction, userId: string, orderId: string) {
  const order = await lockOrder(tx, userId, { orderId });
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.orderType !== 'direct') throw conflict(ORDER_MESSAGES.notDirect, 'not_direct');
  if (order.status !== 'pendiente') throw conflict(ORDER_MESSAGES.notPending, 'not_pending');
  return order;
}

/**
 * "Recibir orden": in one transaction adds what arrived to stock (movement 'receiving'), updates the
 * price where the paid price differs (which writes the price alert), records the received quantities
 * and marks the order 'completada'.
 */
export async function receiveOrder(
  db: Database,
  actor: Actor,
  orderId: string,
  input: z.output<typeof receiveOrderSchema>,
) {
  const { userId } = actor;
  await db.transaction(async (tx) => {
    const order = await lockPendingDirectOrder(tx, userId, orderId);
    const items = await selectOrderItemRows(tx, userId, { orderId });
    const received = new Map(input.items.map((item) => [item.itemId, item]));
    // Every line of the order, each once: a completed order must say what arrived for all of them.
    if (
      received.size !== input.items.length ||
      received.size !== items.length ||
      items.some((row) => !received.has(row.id))
    ) {
      throw badRequest(ORDER_MESSAGES.itemMismatch, 'item_mismatch');
    }
    for (const item of items) {
      const line = received.get(item.id)!;
      await updateOrderItem(tx, userId, {
        itemId: item.id,
        values: {
          receivedQuantity: line.receivedQuantity,
          unitPrice: line.unitPrice,
          totalPrice: lineTotal(line.receivedQuantity, line.unitPrice),
        },
      });
      // A line whose product was deleted since, or of which nothing arrived, touches no product.
      if (!item.productId || compareDecimals(line.receivedQuantity, 0) <= 0) continue;
      await applyStockChange(tx, {
        userId,
        productId: item.productId,
        delta: line.receivedQuantity,
        reason: 'receiving',
        reference: order.id,
      });
      await changeProductPrice(tx, userId, item.productId, line.unitPrice);
    }
    const totalAmount = linesTotal(
      input.items.map((line) => ({ quantity: line.receivedQuantity, unitPrice: line.unitPrice })),
    );
    await updateOrder(tx, userId, { orderId, values: { status: 'completada', totalAmount } });
  });
  return getOrder(db, actor, orderId);
}

/** "Cancelar orden": only a pending own-contact order. */
export async function cancelOrder(db: Database, actor: Actor, orderId: string) {
  await db.transaction(async (tx) => {
    await lockPendingDirectOrder(tx, actor.userId, orderId);
    await updateOrder(tx, actor.userId, { orderId, values: { status: 'cancelada' } });
  });
  return getOrder(db, actor, orderId);
}
