import type { z } from 'zod';
import { compareDecimals, lineTotal, linesTotal } from '@common/money';
import { ORDER_MESSAGES, type receiveOrderSchema } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { applyStockChange, changeProductPrice, stockBranch } from '../inventory/stock';
import { deliverCatalogueStock } from '../suppliers/catalogue-stock';
import { placeMarketplaceLines } from './marketplace-lines';
import { notifySupplier } from './notify-supplier';
import { orderItemOf, purchaseChange } from './order-lines';
import { selectOrderItems, selectPurchaseProducts, updateOrder, updateOrderItem } from './queries';
import { getOrder, lockReceivableOrder } from './service';

type ReceiveInput = z.output<typeof receiveOrderSchema>;

/**
 * "Recibir orden", in one transaction, for own-contact and marketplace orders alike. Quantities and prices arrive per each line's unit; each line
 * adds its quantity converted to the product's base unit to stock (one 'receiving' movement), with
 * the pack as it was when the order was made, and the product's price becomes the paid price per
 * base unit when it differs (writing the price alert). Then the received quantities are recorded
 * and the order is 'completada'. A line that does not convert changes nothing (Spanish 400).
 * A marketplace order (en camino or entregada, decision 043) first ties its lines to the restaurant's
 * products (marketplace-lines.ts); its lines and total keep what the supplier confirmed (the paid price
 * goes to the product), an order still en camino becomes entregada (the supplier's stock leaves), and
 * the supplier is notified.
 */
export async function receiveOrder(db: Database, actor: Actor, orderId: string, input: ReceiveInput) {
  const { userId } = actor;
  await db.transaction(async (tx) => {
    const order = await lockReceivableOrder(tx, userId, orderId);
    const marketplace = order.orderType === 'marketplace';
    let items = (await selectOrderItems(tx, userId, { orderId })).map(orderItemOf);
    const received = new Map(input.items.map((item) => [item.itemId, item]));
    // Every line of the order, each once: a completed order must say what arrived for all of them.
    if (
      received.size !== input.items.length ||
      received.size !== items.length ||
      items.some((row) => !received.has(row.id))
    ) {
      throw badRequest(ORDER_MESSAGES.itemMismatch, 'item_mismatch');
    }
    if (marketplace) {
      await placeMarketplaceLines(tx, userId, items, received);
      items = (await selectOrderItems(tx, userId, { orderId })).map(orderItemOf);
    }
    const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
    const products = productIds.length ? await selectPurchaseProducts(tx, userId, { productIds, lock: true }) : [];
    const byId = new Map(products.map((product) => [product.id, product]));

    // Every conversion first, so that a line that cannot be converted stops the whole receipt.
    const changes = items.flatMap((item) => {
      const line = received.get(item.id)!;
      const product = item.productId ? byId.get(item.productId) : undefined;
      // A line whose product was deleted since, or of which nothing arrived, touches no product.
      if (!product || compareDecimals(line.receivedQuantity, 0) <= 0) return [];
      const { delta, price } = purchaseChange(product, item, { amount: line.receivedQuantity, paid: line.unitPrice });
      return compareDecimals(delta, 0) > 0 ? [{ productId: product.id, delta, price }] : [];
    });

    for (const item of items) {
      const line = received.get(item.id)!;
      await updateOrderItem(tx, userId, {
        itemId: item.id,
        values: marketplace
          ? { receivedQuantity: line.receivedQuantity }
          : {
              receivedQuantity: line.receivedQuantity,
              unitPrice: line.unitPrice,
              totalPrice: lineTotal(line.receivedQuantity, line.unitPrice),
            },
      });
    }
    // The order is spend of the branch it went to (decision 057), which may not be the one it was made for.
    const asked = input.locationId ?? order.locationId;
    const locationId = (await stockBranch(tx, userId, asked))?.id ?? null;
    for (const change of changes) {
      await applyStockChange(tx, {
        userId,
        productId: change.productId,
        delta: change.delta,
        reason: 'receiving',
        reference: order.id,
        locationId: asked,
      });
      if (change.price !== null) await changeProductPrice(tx, userId, change.productId, change.price);
    }
    const receivedAt = new Date();
    if (!marketplace) {
      const totalAmount = linesTotal(
        input.items.map((line) => ({ quantity: line.receivedQuantity, unitPrice: line.unitPrice })),
      );
      await updateOrder(tx, userId, { orderId, values: { status: 'completada', totalAmount, receivedAt, locationId } });
      return;
    }
    const delivering = order.status === 'en_camino';
    await updateOrder(tx, userId, {
      orderId,
      values: delivering ? { status: 'entregada', receivedAt, locationId } : { receivedAt, locationId },
    });
    const supplierUserId = await notifySupplier(tx, userId, order, {
      title: 'Pedido recibido',
      message: (restaurant) => `${restaurant} recibió el pedido ${order.orderNumber}`,
      status: 'entregada',
    });
    if (delivering && supplierUserId)
      await deliverCatalogueStock(tx, supplierUserId, await selectOrderItems(tx, userId, { orderId }));
  });
  return getOrder(db, actor, orderId);
}
