import type { z } from 'zod';
import { formatMoney, linesTotal } from '@common/money';
import {
  adjustLines,
  catalogueQuantity,
  changedLineValues,
  confirmedText,
  canSupplier,
  MARKETPLACE_ACTIONS,
  ORDER_STATE_MESSAGES,
  RESERVING_STATUSES,
  type confirmOrderSchema,
  type MarketplaceAction,
} from '@common/order-states';
import type { cancelOrderSchema } from '@common/orders';
import type { Actor } from '../../platform/actor';
import type { Database, Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { createNotification } from '../notifications/service';
import { deliverCatalogueStock, releaseCatalogueStock, reserveCatalogueStock } from './catalogue-stock';
import { requireCompany } from './company-service';
import { lockInboxOrder, selectInboxOrderLines, updateInboxOrder, updateInboxOrderLine } from './order-state-queries';

/*
 * The supplier's side of a marketplace order (decision 043): confirm (changing lines if it must),
 * en camino, entregada, or cancel with a reason. Each runs in one transaction under the order's lock,
 * only from the states MARKETPLACE_ACTIONS allows (else a Spanish 409), moves the catalogue stock
 * and tells the restaurant in the app and by e-mail.
 */

type Order = NonNullable<Awaited<ReturnType<typeof lockInboxOrder>>>;
type Line = Awaited<ReturnType<typeof selectInboxOrderLines>>[number];

async function transition(
  db: Database,
  actor: Actor,
  orderId: string,
  action: MarketplaceAction,
  apply: (tx: Transaction, order: Order) => Promise<{ title: string; message: string; total?: string }>,
) {
  const company = await requireCompany(db, actor);
  await db.transaction(async (tx) => {
    const order = await lockInboxOrder(tx, actor.userId, { orderId });
    if (!order) throw notFound(ORDER_STATE_MESSAGES.notFound);
    if (!canSupplier(action, order.status))
      throw conflict(ORDER_STATE_MESSAGES.notAllowed(action, order.status), 'transition_not_allowed');
    const notice = await apply(tx, order);
    const status = MARKETPLACE_ACTIONS[action].to;
    await createNotification(tx, {
      userId: order.userId,
      type: 'order',
      title: notice.title,
      message: `${company.companyName} ${notice.message} (${formatMoney(notice.total ?? order.total)})`,
      link: '/ordenes',
      metadata: { order_id: order.id, status, send_email: true },
    });
  });
}

const quantityOf = (line: Pick<Line, 'unit'>, quantity: string) => catalogueQuantity(quantity, line.unit ?? 'unidad');

/** "Confirmar pedido": changed lines are rewritten (keeping what was asked), then the stock is reserved. */
export async function confirmInboxOrder(
  db: Database,
  actor: Actor,
  orderId: string,
  input: z.output<typeof confirmOrderSchema>,
) {
  await transition(db, actor, orderId, 'confirm', async (tx, order) => {
    const lines = await selectInboxOrderLines(tx, actor.userId, { orderId });
    const adjusted = adjustLines(lines, input.lines, quantityOf);
    if (!adjusted) throw badRequest(ORDER_STATE_MESSAGES.lineMismatch, 'item_mismatch');
    const { final, changed, described } = adjusted;
    await reserveCatalogueStock(tx, actor.userId, final);
    for (const change of changed) {
      await updateInboxOrderLine(tx, actor.userId, {
        orderId,
        itemId: change.line.id,
        values: changedLineValues(change),
      });
    }
    const totalAmount = linesTotal(final);
    await updateInboxOrder(tx, actor.userId, { orderId, values: { status: 'confirmada', totalAmount } });
    return {
      title: ORDER_STATE_MESSAGES.confirmed,
      message: confirmedText(order.orderNumber, described),
      total: totalAmount,
    };
  });
}

/** "Marcar en camino". */
export async function shipInboxOrder(db: Database, actor: Actor, orderId: string) {
  await transition(db, actor, orderId, 'ship', async (tx, order) => {
    await updateInboxOrder(tx, actor.userId, { orderId, values: { status: 'en_camino' } });
    return { title: ORDER_STATE_MESSAGES.shipped, message: `envió tu pedido ${order.orderNumber}: va en camino` };
  });
}

/** "Marcar entregado": the reserved quantities leave the catalogue stock. */
export async function deliverInboxOrder(db: Database, actor: Actor, orderId: string) {
  await transition(db, actor, orderId, 'deliver', async (tx, order) => {
    await deliverCatalogueStock(tx, actor.userId, await selectInboxOrderLines(tx, actor.userId, { orderId }));
    await updateInboxOrder(tx, actor.userId, { orderId, values: { status: 'entregada' } });
    return {
      title: ORDER_STATE_MESSAGES.delivered,
      message: `entregó tu pedido ${order.orderNumber}. Recíbelo en Órdenes para sumarlo a tu inventario`,
    };
  });
}

/** "Cancelar pedido", with its reason: a confirmed order gives its reservation back. */
export async function cancelInboxOrder(
  db: Database,
  actor: Actor,
  orderId: string,
  input: z.output<typeof cancelOrderSchema>,
) {
  await transition(db, actor, orderId, 'cancel', async (tx, order) => {
    if (RESERVING_STATUSES.includes(order.status))
      await releaseCatalogueStock(tx, actor.userId, await selectInboxOrderLines(tx, actor.userId, { orderId }));
    await updateInboxOrder(tx, actor.userId, {
      orderId,
      values: { status: 'cancelada', cancelReason: input.reason, cancelledBy: 'proveedor' },
    });
    return {
      title: ORDER_STATE_MESSAGES.cancelled,
      message: `canceló tu pedido ${order.orderNumber}. Motivo: ${input.reason}`,
    };
  });
}
