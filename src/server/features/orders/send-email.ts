import type { FastifyBaseLogger } from 'fastify';
import { DIRECT_OPEN } from '@common/order-states';
import { ORDER_MESSAGES, orderEmailSubject, orderMessage } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { LinkKey } from './link-token';
import { getOrderLink, renewOrderLink } from './owner-links';
import { selectOrderSender } from './queries';
import { getOrder } from './service';

/*
 * "Enviar por correo" for a contact with an e-mail (decision 053): the same message as WhatsApp and
 * the clipboard (`orderMessage`), with the order's confirmation link (decision 047), sent through
 * the mail adapter (outbox or SMTP) to the contact, answering to the restaurant's owner.
 */

export interface OrderMailDeps {
  key: LinkKey;
  mailer: Mailer;
  /** The app's public origin, in front of the link's path. */
  publicUrl: string;
}

export async function sendOrderEmail(
  db: Database,
  actor: Actor,
  deps: OrderMailDeps,
  orderId: string,
  log?: FastifyBaseLogger,
) {
  const order = await getOrder(db, actor, orderId);
  if (order.orderType !== 'direct') throw badRequest(ORDER_MESSAGES.notDirect, 'not_direct');
  if (order.receivedAt || !DIRECT_OPEN.includes(order.status))
    throw badRequest(ORDER_MESSAGES.emailClosed, 'order_closed');
  if (!order.supplierEmail) throw badRequest(ORDER_MESSAGES.noSupplierEmail, 'no_supplier_email');

  // The link the owner sees; an order without a working one (made before 0020, expired) gets a new one.
  const link =
    (await getOrderLink(db, actor, deps.key, orderId)).link ??
    (await renewOrderLink(db, actor, deps.key, orderId)).link;
  const sender = await selectOrderSender(db, actor.userId);
  const url = link && new URL(link.path, deps.publicUrl).toString();
  try {
    await deps.mailer.send({
      to: order.supplierEmail,
      subject: orderEmailSubject(order.orderNumber),
      text: orderMessage(order, sender?.restaurantName ?? null, url),
      replyTo: sender?.email,
    });
  } catch (error) {
    log?.error({ err: error, orderId }, 'order e-mail not sent');
    throw new AppError(502, 'mail_failed', ORDER_MESSAGES.emailFailed);
  }
  return { sentTo: order.supplierEmail };
}
