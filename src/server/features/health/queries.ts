import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';

/** A round trip to the database (no tenant's rows). */
export async function pingDatabase(db: Queryable) {
  await db.execute(sql`select 1`);
}
