import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';

/**
 * A fingerprint of every table's rows: two equal snapshots mean nothing changed. Tables whose
 * changes are expected side effects (sessions touched by sign-in, rate-limit rows…) can be skipped.
 */
export async function snapshotDatabase(db: Database, skip: readonly string[] = ['sessions', 'verifications']) {
  const tables = await db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (skip.includes(name) || name.startsWith('__drizzle')) continue;
    const identifier = sql.identifier(name);
    const [row] = (await db.execute<{ fingerprint: string }>(sql`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from ${identifier} t`)).rows;
    result[name] = row.fingerprint;
  }
  return result;
}
