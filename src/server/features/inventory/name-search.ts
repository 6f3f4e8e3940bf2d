import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeName } from '@common/inventory';

/*
 * Accent folding without the unaccent extension (not bundled with PGlite); the letters are those of
 * Spanish and Portuguese. Upper case is folded before lower() because lower() in the C locale only
 * touches ASCII letters.
 */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

export const foldedName = (column: AnyPgColumn): SQL => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Case- and accent-insensitive substring match on a name column; undefined when there is no term. */
export function nameMatches(column: AnyPgColumn, search: string | undefined): SQL | undefined {
  const term = search ? normalizeName(search) : '';
  if (!term) return undefined;
  return sql`${foldedName(column)} like ${`%${escapeLike(term)}%`}`;
}
