import { desc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@common/admin';
import type { Role } from '@common/accounts';
import type { Queryable } from '../../platform/db/client';
import {
  auditLog,
  privateProducts,
  profiles,
  purchaseOrders,
  supplierCompanies,
  userRoles,
  users,
} from '../../platform/db/schema';

/*
 * All SQL of the admin panel. It reads across every tenant by design (the admin audience admits
 * only admins), so these functions take no owner; the audit log records who acted (decision 033).
 */

/** The four head counts of the panel, in one query (an aggregate over users always answers one row). */
export async function selectStats(db: Queryable) {
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

const rolesOf = sql<
  Role[]
>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

const usersWithRoles = (db: Queryable) =>
  db
    .select({
      id: users.id,
      email: users.email,
      businessName: profiles.businessName,
      roles: rolesOf,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id));

/** Every account, newest first. */
export function selectUsers(db: Queryable) {
  return usersWithRoles(db).orderBy(desc(users.createdAt), desc(users.id));
}

export async function selectUser(db: Queryable, params: { userId: string }) {
  const [user] = await usersWithRoles(db).where(eq(users.id, params.userId));
  return user;
}

/** False when the user already had the role. */
export async function insertRole(db: Queryable, params: { userId: string; role: Role }) {
  const inserted = await db
    .insert(userRoles)
    .values(params)
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return inserted.length > 0;
}

export async function insertAuditEntry(
  db: Queryable,
  params: {
    actorId: string;
    action: AuditAction;
    targetType: 'user' | 'ad';
    targetId: string;
    details: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values(params);
}

export function selectAudit(db: Queryable, params: { limit: number }) {
  return db
    .select({
      id: auditLog.id,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: sql<string | null>`${auditLog.details} ->> 'label'`,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(params.limit);
}
