import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { UNIT_ALIASES } from '@common/units';
import { foldSql } from './fold';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const whens = sql.raw(
  Object.entries(UNIT_ALIASES)
    .flatMap(([unit, aliases]) => aliases.map((alias) => `when ${literal(alias)} then ${literal(unit)}`))
    .join(' '),
);

/**
 * unitCodeOf in SQL: the unit a spelling stands for, else the spelling itself folded, so that two
 * units compare equal when they measure the same ('Kilos' = 'kg', 'pieza' = 'unidad').
 */
export function unitKeySql(expression: SQLWrapper): SQL {
  const folded = foldSql(sql`trim(${expression})`);
  return sql`(case ${folded} ${whens} else ${folded} end)`;
}

/**
 * canonicalUnit in SQL: the code of a spelling we know, else the text as written, trimmed (a
 * product's own count unit). Migration 0011 maps the old free-text units with it.
 */
export function canonicalUnitSql(expression: SQLWrapper): SQL {
  const folded = foldSql(sql`trim(${expression})`);
  return sql`(case ${folded} ${whens} else trim(${expression}) end)`;
}
