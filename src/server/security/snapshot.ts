import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';

/**
 * A fingerprint of every table's rows: two equal snapshots mean nothing changed. Tables whose
 * changes are expected side effects (sessions touched by sign-in, rate-limit rows…) can be skipped.
 * One query for all tables, so that tests can afford to take it often.
 */
export async function snapshotDatabase(db: Database, skip: readonly string[] = ['sessions', 'verifications']) {
  const tables = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.rows
    .map((row) => row.name)
    .filter((name) => !skip.includes(name) && !name.startsWith('__drizzle'));
  const fingerprints = names.map(
    (name) =>
      sql`select ${name}::text as name, (select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t) as fingerprint`,
  );
  const rows = (await db.execute<{ name: string; fingerprint: string }>(sql.join(fingerprints, sql` union all `))).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
}

/**
 * The first transaction id not yet assigned: it moves whenever any transaction writes, so an
 * unchanged value proves that no row changed (on PostgreSQL other databases move it too, which only
 * costs a full snapshot).
 */
export async function nextTransactionId(db: Database) {
  const [row] = (await db.execute<{ xmax: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`))
    .rows;
  return row.xmax;
}
