import { desc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@common/admin';
import type { Database, Queryable } from '../../platform/db/client';
import { auditLog, users } from '../../platform/db/schema';

export interface AuditTarget {
  type: 'user' | 'ad';
  id: string;
  /** What a person reads in the log: the user's e-mail, the ad's title. */
  label: string;
}

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function recordAudit(tx: Queryable, actorId: string, action: AuditAction, target: AuditTarget, details: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId, action, targetType: target.type, targetId: target.id, details: { ...details, label: target.label } });
}

export async function listAudit(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await db
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
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
