import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeName } from '@common/inventory';
import { foldSql } from '../../platform/db/rules/fold';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Case- and accent-insensitive substring match on a name column; undefined when there is no term. */
export function nameMatches(column: AnyPgColumn, search: string | undefined): SQL | undefined {
  const term = search ? normalizeName(search) : '';
  if (!term) return undefined;
  return sql`${foldSql(column)} like ${`%${escapeLike(term)}%`}`;
}
