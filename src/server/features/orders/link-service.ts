import type { z } from 'zod';
import { formatMoney, sumDecimals } from '@common/money';
import { ORDER_LINK_DAYS, ORDER_LINK_MESSAGES, type LinkedOrder } from '@common/order-links';
import {
  adjustLines,
  canSupplier,
  changedLineValues,
  confirmedText,
  MARKETPLACE_ACTIONS,
  ORDER_STATE_MESSAGES,
  type confirmOrderSchema,
  type MarketplaceAction,
} from '@common/order-states';
import { formatLineQuantity } from '@common/order-units';
import type { Database, Queryable, Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { linkIdOf, type LinkKey } from './link-token';
import { selectLinkedLines, selectLinkedOrder, updateLinkedLine, updateLinkedOrder } from './link-queries';

/*
 * The supplier's side of an own-contact order, through its link (decision 047): read the order,
 * confirm it (changing lines if it must) and mark it en camino, by the same rules as a marketplace
 * supplier (MARKETPLACE_ACTIONS, adjustLines). A token that does not verify, an expired or replaced
 * link, and a received or cancelled order all answer the same 404.
 */

type Order = NonNullable<Awaited<ReturnType<typeof selectLinkedOrder>>[number]>;
type ConfirmInput = z.output<typeof confirmOrderSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const linkExpiry = (now: Date) => new Date(now.getTime() + ORDER_LINK_DAYS * DAY_MS);

/** The link's row id, or the 404 before any query. */
function linkIdFrom(key: LinkKey, token: string) {
  const linkId = linkIdOf(key, token);
  if (!linkId) throw notFound(ORDER_LINK_MESSAGES.notFound);
  return linkId;
}

async function findOrder(db: Queryable, linkId: string, lock = false) {
  const [order] = await selectLinkedOrder(db, { linkId, now: new Date(), lock });
  if (!order) throw notFound(ORDER_LINK_MESSAGES.notFound);
  return order;
}

const linesOf = async (db: Queryable, linkId: string, orderId: string) =>
  (await selectLinkedLines(db, { linkId, orderId })).map(({ packQuantity, packUnit, ...line }) => ({
    ...line,
    pack: packQuantity !== null && packUnit !== null ? { quantity: packQuantity, unit: packUnit } : null,
  }));

export async function readLinkedOrder(db: Database, key: LinkKey, token: string): Promise<LinkedOrder> {
  const linkId = linkIdFrom(key, token);
  const order = await findOrder(db, linkId);
  return {
    orderNumber: order.orderNumber,
    restaurantName: order.restaurantName,
    supplierName: order.supplierName,
    orderDate: order.orderDate.toISOString(),
    status: order.status,
    notes: order.notes,
    totalAmount: order.totalAmount,
    expiresAt: order.expiresAt.toISOString(),
    items: await linesOf(db, linkId, order.id),
  };
}

/** One step, in one transaction under the order's lock, only from the states the table allows; the restaurant is told. */
async function transition(
  db: Database,
  key: LinkKey,
  token: string,
  action: MarketplaceAction,
  apply: (tx: Transaction, order: Order, linkId: string) => Promise<{ title: string; message: string; total: string }>,
) {
  const linkId = linkIdFrom(key, token);
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, linkId, true);
    if (!canSupplier(action, order.status))
      throw conflict(ORDER_STATE_MESSAGES.notAllowed(action, order.status), 'transition_not_allowed');
    const notice = await apply(tx, order, linkId);
    await createNotification(tx, {
      userId: order.userId,
      type: 'order',
      title: notice.title,
      message: `${order.supplierName} ${notice.message} (${formatMoney(notice.total)})`,
      link: '/ordenes',
      metadata: { order_id: order.id, status: MARKETPLACE_ACTIONS[action].to, send_email: true },
    });
  });
  return readLinkedOrder(db, key, token);
}

/** "Confirmar pedido": changed lines are rewritten, keeping what the restaurant asked for. */
export function confirmLinkedOrder(db: Database, key: LinkKey, token: string, input: ConfirmInput) {
  return transition(db, key, token, 'confirm', async (tx, order, linkId) => {
    const lines = await linesOf(tx, linkId, order.id);
    const adjusted = adjustLines(lines, input.lines, (line, quantity) =>
      formatLineQuantity(quantity, line.unit, line.pack),
    );
    if (!adjusted) throw badRequest(ORDER_STATE_MESSAGES.lineMismatch, 'item_mismatch');
    for (const change of adjusted.changed) {
      await updateLinkedLine(tx, { linkId, itemId: change.line.id, values: changedLineValues(change) });
    }
    // Unchanged lines keep their exact totals (decision 037); the order's total is their sum once a line changed.
    const total = adjusted.changed.length
      ? sumDecimals(adjusted.final.map((line) => line.totalPrice))
      : order.totalAmount;
    await updateLinkedOrder(tx, { linkId, values: { status: 'confirmada', totalAmount: total } });
    return {
      title: ORDER_STATE_MESSAGES.confirmed,
      message: confirmedText(order.orderNumber, adjusted.described),
      total,
    };
  });
}

/** "Marcar en camino". */
export function shipLinkedOrder(db: Database, key: LinkKey, token: string) {
  return transition(db, key, token, 'ship', async (tx, order, linkId) => {
    await updateLinkedOrder(tx, { linkId, values: { status: 'en_camino' } });
    return {
      title: ORDER_STATE_MESSAGES.shipped,
      message: `envió tu pedido ${order.orderNumber}: va en camino. Recíbelo en Órdenes cuando llegue`,
      total: order.totalAmount,
    };
  });
}
