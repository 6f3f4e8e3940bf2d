import { stockBranch } from '../inventory/stock';
import type { z } from 'zod';
import {
  directOrderNumber,
  ORDER_MESSAGES,
  type cancelOrderSchema,
  type createOrderSchema,
  type OrderDetail,
  type OrderSummary,
} from '@common/orders';
import {
  ORDER_STATE_MESSAGES,
  RESERVING_STATUSES,
  restaurantMayCancel,
  restaurantMayReceive,
} from '@common/order-states';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable, Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { replaceOrderLink } from './link-queries';
import { linkExpiry } from './link-service';
import { marketplaceReceiveTargets } from './marketplace-lines';
import { notifySupplier } from './notify-supplier';
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

type CancelOrderInput = z.output<typeof cancelOrderSchema>;

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';

/** Enough for a burst of orders from every user in the same millisecond; each retry is one short transaction. */
const ORDER_NUMBER_ATTEMPTS = 25;

const serialize = <T extends { orderDate: Date; receivedAt: Date | null }>(row: T) => ({
  ...row,
  orderDate: row.orderDate.toISOString(),
  receivedAt: row.receivedAt?.toISOString() ?? null,
});

/** SPEC §7: the user's orders with the supplier name and item count, newest first. */
export async function listOrders(db: Queryable, actor: Actor): Promise<OrderSummary[]> {
  return (await selectOrderSummaries(db, actor.userId, { limit: 500 })).map(serialize);
}

export async function getOrder(db: Queryable, actor: Actor, orderId: string): Promise<OrderDetail> {
  const row = await selectOrderSummary(db, actor.userId, { orderId });
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const items = (await selectOrderItems(db, actor.userId, { orderId })).map(orderItemOf);
  if (row.orderType !== 'marketplace' || row.status === 'cancelada') return { ...serialize(row), items };
  // Which of the restaurant's products each marketplace line will go into when received (decision 043).
  const targets = await marketplaceReceiveTargets(db, actor.userId, items);
  return { ...serialize(row), items: items.map((item) => ({ ...item, ...targets.get(item.id) })) };
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
  const branch = await stockBranch(tx, userId, input.locationId);
  const order = await insertOrderRow(tx, userId, {
    values: {
      orderNumber,
      orderType: 'direct',
      supplierId: contact.id,
      totalAmount,
      notes: input.notes,
      locationId: branch?.id ?? null,
    },
  });
  // Its supplier's confirmation link (decision 047), so the first message sent already carries it.
  await replaceOrderLink(tx, userId, { orderId: order.id, expiresAt: linkExpiry(order.orderDate) });
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
    supplierEmail: contact.email,
    totalAmount: order.totalAmount,
    status: order.status,
    notes: order.notes,
    cancelReason: null,
    cancelledBy: null,
    receivedAt: null,
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

/** SPEC §7: deleting an order removes its items too, in one transaction; not while the supplier holds stock for it. */
export async function deleteOrder(db: Database, actor: Actor, orderId: string) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.userId, { orderId });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.orderType === 'marketplace' && RESERVING_STATUSES.includes(order.status))
      throw conflict(ORDER_MESSAGES.reservedDelete, 'order_reserved');
    await deleteOrderRows(tx, actor.userId, { orderId });
  });
}

/**
 * The owner's order, locked, when "Recibir orden" may take it: an own-contact order still open
 * (pendiente, or confirmada or en camino through its link: decision 047), or a marketplace order
 * en camino or entregada not yet received (decision 043); else a 404 or 409.
 */
export async function lockReceivableOrder(tx: Transaction, userId: string, orderId: string) {
  const order = await lockOrder(tx, userId, { orderId });
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.receivedAt) throw conflict(ORDER_MESSAGES.alreadyReceived, 'already_received');
  if (!restaurantMayReceive(order))
    throw order.orderType === 'direct'
      ? conflict(ORDER_MESSAGES.notPending, 'not_pending')
      : conflict(ORDER_MESSAGES.notReceivable, 'not_receivable');
  return order;
}

/**
 * "Cancelar orden", with its reason: a marketplace order only while pendiente (once confirmed it is
 * the supplier's to cancel), an own-contact order while it is open (decision 047; its link then
 * stops working). The supplier of a marketplace order is notified.
 */
export async function cancelOrder(db: Database, actor: Actor, orderId: string, input: CancelOrderInput) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.userId, { orderId });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (!restaurantMayCancel(order.orderType, order.status))
      throw conflict(ORDER_STATE_MESSAGES.restaurantNotPending, 'not_pending');
    await updateOrder(tx, actor.userId, {
      orderId,
      values: { status: 'cancelada', cancelReason: input.reason, cancelledBy: 'restaurante' },
    });
    if (order.orderType === 'marketplace')
      await notifySupplier(tx, actor.userId, order, {
        title: 'Pedido cancelado por el restaurante',
        message: (restaurant) => `${restaurant} canceló el pedido ${order.orderNumber}. Motivo: ${input.reason}`,
        status: 'cancelada',
      });
  });
  return getOrder(db, actor, orderId);
}
