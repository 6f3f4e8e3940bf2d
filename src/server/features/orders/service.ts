import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { compareDecimals, lineTotal, linesTotal } from '@common/money';
import { directOrderNumber, ORDER_MESSAGES, type createOrderSchema, type OrderDetail, type receiveOrderSchema } from '@common/orders';
import type { Database, Transaction } from '../../platform/db/client';
import { orderItems, privateProducts, purchaseOrders, restaurantContacts } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { applyStockChange, changeProductPrice } from '../inventory/stock';
import { getOrder } from './queries';

const isUniqueViolation = (error: unknown) => ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';

/** Enough for a burst of orders from every user in the same millisecond; each retry is one short transaction. */
const ORDER_NUMBER_ATTEMPTS = 25;

/**
 * An own-contact order and its items in one transaction, priced from the products' current prices.
 * Two orders in the same millisecond would share 'ORD-{timestamp}': the later one retries with a
 * later millisecond (see docs/decisions/011).
 */
export async function createOrder(db: Database, userId: string, input: z.output<typeof createOrderSchema>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertOrder(tx, userId, input, directOrderNumber(Date.now() + attempt)));
    } catch (error) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The new order as getOrder would read it back, built from what the inserts return (two queries fewer). */
async function insertOrder(tx: Transaction, userId: string, input: z.output<typeof createOrderSchema>, orderNumber: string): Promise<OrderDetail> {
  const [contact] = await tx
    .select({ id: restaurantContacts.id, name: restaurantContacts.name, whatsappNumber: restaurantContacts.whatsappNumber })
    .from(restaurantContacts)
    .where(and(eq(restaurantContacts.id, input.supplierId), eq(restaurantContacts.userId, userId)));
  if (!contact) throw badRequest(ORDER_MESSAGES.supplierRequired, 'supplier_required');
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const products = await tx
    .select({ id: privateProducts.id, name: privateProducts.name, unit: privateProducts.unit, price: privateProducts.currentPrice })
    .from(privateProducts)
    .where(and(eq(privateProducts.userId, userId), inArray(privateProducts.id, ids)));
  if (products.length !== ids.length) throw badRequest(ORDER_MESSAGES.productNotFound, 'unknown_product');
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = input.items.map((item) => {
    const product = byId.get(item.productId)!;
    return { product, quantity: String(item.quantity), unitPrice: product.price };
  });
  const [order] = await tx
    .insert(purchaseOrders)
    .values({ orderNumber, userId, orderType: 'direct', supplierId: contact.id, totalAmount: linesTotal(lines), notes: input.notes })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map((line, position) => ({
        orderId: order.id,
        userId,
        productId: line.product.id,
        productName: line.product.name,
        unit: line.product.unit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: lineTotal(line.quantity, line.unitPrice),
        position,
      })),
    )
    .returning();
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
export async function deleteOrder(db: Database, userId: string, orderId: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.userId, userId))).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, orderId));
  });
}

async function lockPendingDirectOrder(tx: Transaction, userId: string, orderId: string) {
  const [order] = await tx
    .select({ id: purchaseOrders.id, status: purchaseOrders.status, orderType: purchaseOrders.orderType, orderNumber: purchaseOrders.orderNumber })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.userId, userId)))
    .for('update');
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
export async function receiveOrder(db: Database, userId: string, orderId: string, input: z.output<typeof receiveOrderSchema>) {
  await db.transaction(async (tx) => {
    const order = await lockPendingDirectOrder(tx, userId, orderId);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const received = new Map(input.items.map((item) => [item.itemId, item]));
    // Every line of the order, each once: a completed order must say what arrived for all of them.
    if (received.size !== input.items.length || received.size !== items.length || items.some((row) => !received.has(row.id))) {
      throw badRequest(ORDER_MESSAGES.itemMismatch, 'item_mismatch');
    }
    for (const item of items) {
      const line = received.get(item.id)!;
      await tx.update(orderItems).set({ receivedQuantity: line.receivedQuantity, unitPrice: line.unitPrice, totalPrice: lineTotal(line.receivedQuantity, line.unitPrice) }).where(eq(orderItems.id, item.id));
      // A line whose product was deleted since, or of which nothing arrived, touches no product.
      if (!item.productId || compareDecimals(line.receivedQuantity, 0) <= 0) continue;
      await applyStockChange(tx, { userId, productId: item.productId, delta: line.receivedQuantity, reason: 'receiving', reference: order.id });
      await changeProductPrice(tx, userId, item.productId, line.unitPrice);
    }
    const totalAmount = linesTotal(input.items.map((line) => ({ quantity: line.receivedQuantity, unitPrice: line.unitPrice })));
    await tx.update(purchaseOrders).set({ status: 'completada', totalAmount }).where(eq(purchaseOrders.id, orderId));
  });
  return getOrder(db, userId, orderId);
}

/** "Cancelar orden": only a pending own-contact order. */
export async function cancelOrder(db: Database, userId: string, orderId: string) {
  await db.transaction(async (tx) => {
    await lockPendingDirectOrder(tx, userId, orderId);
    await tx.update(purchaseOrders).set({ status: 'cancelada' }).where(eq(purchaseOrders.id, orderId));
  });
  return getOrder(db, userId, orderId);
}
