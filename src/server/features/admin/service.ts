import { ADMIN_MESSAGES, type AdminStats, type AdminUser } from '@common/admin';
import type { Actor } from '../../platform/actor';
import type { Database } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from './audit-service';
import { insertRole, selectStats, selectUser, selectUsers } from './queries';

/** The four head counts of the panel. */
export async function adminStats(db: Database): Promise<AdminStats> {
  return selectStats(db);
}

const toAdminUser = (row: Omit<AdminUser, 'createdAt'> & { createdAt: Date }): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every account, newest first (SPEC §7 profiles "select all ordered by created_at descending"). */
export async function listUsers(db: Database): Promise<AdminUser[]> {
  return (await selectUsers(db)).map(toAdminUser);
}

/** SPEC §4: promotion adds the admin role; never to oneself, never twice. Audited in the same transaction. */
export async function promoteUser(db: Database, actor: Actor, targetId: string): Promise<AdminUser> {
  if (targetId === actor.userId) throw badRequest(ADMIN_MESSAGES.cannotPromoteSelf, 'cannot_promote_self');
  await db.transaction(async (tx) => {
    const target = await selectUser(tx, { userId: targetId });
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (!(await insertRole(tx, { userId: target.id, role: 'admin' })))
      throw conflict(ADMIN_MESSAGES.alreadyAdmin, 'already_admin');
    await recordAudit(tx, actor, 'user.promoted', { type: 'user', id: target.id, label: target.email });
  });
  return toAdminUser((await selectUser(db, { userId: targetId }))!);
}
