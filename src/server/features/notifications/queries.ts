import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { notifications, users } from '../../platform/db/schema';

/*
 * All SQL of notifications. A notification belongs to the user it is for: those functions take that
 * owner's id and filter by it. The e-mail outbox works across users and takes no owner (decision 033).
 */

export type NotificationValues = Omit<typeof notifications.$inferInsert, 'id' | 'userId' | 'createdAt'>;
const ownNotification = (ownerId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.userId, ownerId));

export async function insertNotification(db: Queryable, ownerId: string, params: { values: NotificationValues }) {
  const [row] = await db
    .insert(notifications)
    .values({ ...params.values, userId: ownerId })
    .returning();
  return row;
}

export async function reviseNotificationRow(
  db: Queryable,
  ownerId: string,
  params: { id: string; values: { message: string; metadata: Record<string, unknown> } },
) {
  await db.update(notifications).set(params.values).where(ownNotification(ownerId, params.id));
}

export function selectNotifications(db: Queryable, ownerId: string, params: { limit: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, ownerId))
    .orderBy(desc(notifications.createdAt))
    .limit(params.limit);
}

export function countUnread(db: Queryable, ownerId: string) {
  return db.$count(notifications, and(eq(notifications.userId, ownerId), eq(notifications.isRead, false)));
}

/** True when the notification was the owner's. */
export async function markReadRow(db: Queryable, ownerId: string, params: { id: string }) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(ownNotification(ownerId, params.id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllReadRows(db: Queryable, ownerId: string) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, ownerId), sql`not ${notifications.isRead}`));
}

/** True when the notification was the owner's and is gone. */
export async function deleteNotificationRow(db: Queryable, ownerId: string, params: { id: string }) {
  const rows = await db
    .delete(notifications)
    .where(ownNotification(ownerId, params.id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * Leases up to `limit` due e-mails (any user's) for `leaseMinutes`, counting the attempt; rows
 * another instance holds are skipped. Run inside a transaction.
 */
export async function leaseDueEmails(db: Queryable, params: { limit: number; leaseMinutes: number }) {
  const due = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.emailStatus, 'pending'), lte(notifications.emailNextAttemptAt, sql`now()`)))
    .orderBy(notifications.emailNextAttemptAt)
    .limit(params.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return db
    .update(notifications)
    .set({
      emailNextAttemptAt: sql`now() + interval '${sql.raw(String(params.leaseMinutes))} minutes'`,
      emailAttempts: sql`${notifications.emailAttempts} + 1`,
    })
    .where(
      inArray(
        notifications.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

export async function selectUserEmail(db: Queryable, ownerId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return user;
}

export async function markEmailSent(db: Queryable, ownerId: string, params: { id: string }) {
  await db
    .update(notifications)
    .set({ emailStatus: 'sent', emailError: null })
    .where(ownNotification(ownerId, params.id));
}

/** A failed e-mail: retried after `retryInMinutes`, or 'failed' for good when that is null. */
export async function markEmailFailed(
  db: Queryable,
  ownerId: string,
  params: { id: string; error: string; retryInMinutes: number | null },
) {
  await db
    .update(notifications)
    .set({
      emailStatus: params.retryInMinutes === null ? 'failed' : 'pending',
      emailError: params.error,
      emailNextAttemptAt:
        params.retryInMinutes === null
          ? null
          : sql`now() + interval '${sql.raw(String(params.retryInMinutes))} minutes'`,
    })
    .where(ownNotification(ownerId, params.id));
}
