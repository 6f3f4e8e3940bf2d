import { NOTIFICATION_LIST_LIMIT, type Notification } from '@common/notifications';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import type { notifications } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { publishRealtime } from '../../platform/realtime/publish';
import {
  countUnread,
  deleteNotificationRow,
  insertNotification,
  markAllReadRows,
  markReadRow,
  reviseNotificationRow,
  selectNotifications,
} from './queries';
export type NotificationType = Notification['type'];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  /** May carry `send_email: true` to also send it by e-mail. */
  metadata?: Record<string, unknown>;
}

const serialize = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  link: row.link,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  metadata: row.metadata,
});

/**
 * The one way to notify a user (low stock, orders, messages, price changes). Runs inside the
 * caller's transaction: the notification, and its live event, exist exactly when the change does.
 */
export async function createNotification(db: Queryable, notification: NewNotification) {
  const wantsEmail = notification.metadata?.send_email === true;
  const { userId, ...values } = notification;
  const row = await insertNotification(db, userId, {
    values: {
      ...values,
      link: notification.link ?? null,
      metadata: notification.metadata ?? {},
      emailStatus: wantsEmail ? 'pending' : null,
      emailNextAttemptAt: wantsEmail ? new Date() : null,
    },
  });
  await publishRealtime(db, `user:${notification.userId}`, {
    type: 'notification.created',
    notification: serialize(row),
  });
  return row.id;
}

/** Rewrites a notification's text in the caller's transaction (e.g. to summarise several changes), live. */
export async function reviseNotification(
  db: Queryable,
  userId: string,
  id: string,
  revision: { message: string; metadata: Record<string, unknown> },
) {
  await reviseNotificationRow(db, userId, { id, values: revision });
  await publishRealtime(db, `user:${userId}`, { type: 'notification.updated', ids: [id] });
}

export async function listNotifications(db: Database, actor: Actor) {
  return (await selectNotifications(db, actor.userId, { limit: NOTIFICATION_LIST_LIMIT })).map(serialize);
}

export async function countUnreadNotifications(db: Database, actor: Actor) {
  return countUnread(db, actor.userId);
}

export async function markNotificationRead(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    if (!(await markReadRow(tx, actor.userId, { id }))) throw notFound('Notificación no encontrada');
    await publishRealtime(tx, `user:${actor.userId}`, { type: 'notification.updated', ids: [id] });
  });
}

export async function markAllNotificationsRead(db: Database, actor: Actor) {
  await db.transaction(async (tx) => {
    await markAllReadRows(tx, actor.userId);
    await publishRealtime(tx, `user:${actor.userId}`, { type: 'notification.updated', all: true });
  });
}

export async function deleteNotification(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    if (!(await deleteNotificationRow(tx, actor.userId, { id }))) throw notFound('Notificación no encontrada');
    await publishRealtime(tx, `user:${actor.userId}`, { type: 'notification.deleted', ids: [id] });
  });
}
