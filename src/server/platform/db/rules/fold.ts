import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldText, SQL_FOLDED_LETTERS } from '@common/text';

const plainLetters = [...SQL_FOLDED_LETTERS].map(foldText).join('');
// Literals, not parameters: the trigram index on foldSql(name) matches only the same constant text.
const from = sql.raw(`'${SQL_FOLDED_LETTERS}'`);
const to = sql.raw(`'${plainLetters}'`);

/**
 * foldText in SQL: accents off, then lower case. translate() runs first because lower() in the C
 * locale only touches ASCII letters. Immutable, so indexes can be built on it.
 */
export const foldSql = (expression: SQLWrapper): SQL => sql`lower(translate(${expression}, ${from}, ${to}))`;

/** nameWords in SQL: folded, every run of characters other than a–z and 0–9 one space, trimmed. */
export const nameWordsSql = (expression: SQLWrapper): SQL =>
  sql`trim(regexp_replace(${foldSql(expression)}, '[^a-z0-9]+', ' ', 'g'))`;
