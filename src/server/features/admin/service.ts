import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminStats, type AdminUser } from '@common/admin';
import type { Role } from '@common/accounts';
import type { Database } from '../../platform/db/client';
import { privateProducts, profiles, purchaseOrders, supplierCompanies, userRoles, users } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from './audit-service';

/** The four head counts of the panel, in one query (an aggregate over users always answers one row). */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      totalProducts: sql<number>`(select count(*)::int from ${privateProducts})`,
      totalSuppliers: sql<number>`(select count(*)::int from ${supplierCompanies})`,
      totalOrders: sql<number>`(select count(*)::int from ${purchaseOrders})`,
    })
    .from(users);
  return row;
}

const rolesOf = sql<Role[]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

const selectUsers = (db: Database) =>
  db
    .select({ id: users.id, email: users.email, businessName: profiles.businessName, roles: rolesOf, createdAt: users.createdAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id));

const toAdminUser = (row: Omit<AdminUser, 'createdAt'> & { createdAt: Date }): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Every account, newest first (SPEC §7 profiles "select all ordered by created_at descending"). */
export async function listUsers(db: Database): Promise<AdminUser[]> {
  const rows = await selectUsers(db).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

/** SPEC §4: promotion adds the admin role; never to oneself, never twice. Audited in the same transaction. */
export async function promoteUser(db: Database, actorId: string, targetId: string): Promise<AdminUser> {
  if (targetId === actorId) throw badRequest(ADMIN_MESSAGES.cannotPromoteSelf, 'cannot_promote_self');
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, targetId));
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    const inserted = await tx.insert(userRoles).values({ userId: target.id, role: 'admin' }).onConflictDoNothing().returning({ userId: userRoles.userId });
    if (inserted.length === 0) throw conflict(ADMIN_MESSAGES.alreadyAdmin, 'already_admin');
    await recordAudit(tx, actorId, 'user.promoted', { type: 'user', id: target.id, label: target.email });
  });
  const [user] = await selectUsers(db).where(eq(users.id, targetId));
  return toAdminUser(user);
}
