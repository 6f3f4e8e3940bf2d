import type { Queryable } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  /** May carry `send_email: true` to also send it by e-mail. */
  metadata?: Record<string, unknown>;
}

/**
 * The one way to notify a user (low stock, orders, messages, price changes). Runs inside the
 * caller's transaction so a notification exists exactly when the change that caused it does.
 */
export async function createNotification(db: Queryable, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ ...notification, link: notification.link ?? null, metadata: notification.metadata ?? {} })
    .returning({ id: notifications.id });
  return row.id;
}
