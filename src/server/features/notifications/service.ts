import { and, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type Notification } from '@common/notifications';
import type { Database, Queryable } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { publishRealtime } from '../../platform/realtime/publish';

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
  const [row] = await db
    .insert(notifications)
    .values({
      ...notification,
      link: notification.link ?? null,
      metadata: notification.metadata ?? {},
      emailStatus: wantsEmail ? 'pending' : null,
      emailNextAttemptAt: wantsEmail ? new Date() : null,
    })
    .returning();
  await publishRealtime(db, `user:${notification.userId}`, { type: 'notification.created', notification: serialize(row) });
  return row.id;
}

/** Rewrites a notification's text in the caller's transaction (e.g. to summarise several changes), live. */
export async function reviseNotification(db: Queryable, userId: string, id: string, revision: { message: string; metadata: Record<string, unknown> }) {
  await db
    .update(notifications)
    .set(revision)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  await publishRealtime(db, `user:${userId}`, { type: 'notification.updated', ids: [id] });
}

export async function listNotifications(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(serialize);
}

export async function countUnreadNotifications(db: Database, userId: string) {
  return db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export async function markNotificationRead(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notificación no encontrada');
    await publishRealtime(tx, `user:${userId}`, { type: 'notification.updated', ids: [id] });
  });
}

export async function markAllNotificationsRead(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`));
    await publishRealtime(tx, `user:${userId}`, { type: 'notification.updated', all: true });
  });
}

export async function deleteNotification(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
    if (!row) throw notFound('Notificación no encontrada');
    await publishRealtime(tx, `user:${userId}`, { type: 'notification.deleted', ids: [id] });
  });
}
