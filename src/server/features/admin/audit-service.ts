import type { AuditAction, AuditEntry } from '@common/admin';
import type { Actor } from '../../platform/actor';
import type { Database, Queryable } from '../../platform/db/client';
import { insertAuditEntry, selectAudit } from './queries';

export interface AuditTarget {
  type: 'user' | 'ad';
  id: string;
  /** What a person reads in the log: the user's e-mail, the ad's title. */
  label: string;
}

/** Writes one audit entry for what the actor did; call it inside the transaction of the change it records. */
export async function recordAudit(
  tx: Queryable,
  actor: Actor,
  action: AuditAction,
  target: AuditTarget,
  details: Record<string, unknown> = {},
) {
  await insertAuditEntry(tx, {
    actorId: actor.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    details: { ...details, label: target.label },
  });
}

export async function listAudit(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await selectAudit(db, { limit });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
