import { ORDER_LINK_MESSAGES, orderLinkPath, type CurrentOrderLink } from '@common/order-links';
import { DIRECT_OPEN } from '@common/order-states';
import { ORDER_MESSAGES } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { linkExpiry } from './link-service';
import { linkToken, type LinkKey } from './link-token';
import { replaceOrderLink, selectOwnerLink } from './link-queries';
import { lockOrder, selectOrderSummary } from './queries';

/* The restaurant's side of confirmation links (decision 047): show the order's link, or make a new one. */

const shown = (key: LinkKey, link: { id: string; expiresAt: Date } | undefined): CurrentOrderLink => ({
  link: link ? { path: orderLinkPath(linkToken(key, link.id)), expiresAt: link.expiresAt.toISOString() } : null,
});

/** The order's working link, to put in the message; null when it has none (expired, closed, a marketplace order). */
export async function getOrderLink(db: Database, actor: Actor, key: LinkKey, orderId: string) {
  if (!(await selectOrderSummary(db, actor.userId, { orderId }))) throw notFound(ORDER_MESSAGES.notFound);
  return shown(key, await selectOwnerLink(db, actor.userId, { orderId, now: new Date() }));
}

/** "Generar enlace nuevo": a fresh 14-day link for an open own-contact order; the old one stops working. */
export async function renewOrderLink(db: Database, actor: Actor, key: LinkKey, orderId: string) {
  const link = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.userId, { orderId });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.orderType !== 'direct') throw conflict(ORDER_MESSAGES.notDirect, 'not_direct');
    if (order.receivedAt || !DIRECT_OPEN.includes(order.status))
      throw conflict(ORDER_LINK_MESSAGES.closed, 'order_closed');
    return replaceOrderLink(tx, actor.userId, { orderId, expiresAt: linkExpiry(new Date()) });
  });
  return shown(key, link);
}
