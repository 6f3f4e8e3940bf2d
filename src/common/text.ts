/** Text folding for comparisons and search, defined once (decision 027). */

/** Without accents or other diacritics: 'Jalapeño Ácido' → 'Jalapeno Acido'. */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Case- and accent-insensitive form: 'Jalapeño Ácido' → 'jalapeno acido'. */
export const foldText = (text: string): string => stripAccents(text).toLowerCase();

/**
 * The accented letters SQL folds with translate() (PGlite bundles no unaccent extension): those of
 * Spanish and Portuguese, in both cases. foldSql maps each to its foldText form, so SQL and
 * JavaScript agree on every string made of these letters and ASCII.
 */
export const SQL_FOLDED_LETTERS = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';

/**
 * A name as the words it is made of, folded: 'Jitomate  Saladet (caja)' → 'jitomate saladet caja'.
 * Two names are the same item when one's words appear, in order and whole, in the other's
 * (decision 049). Its SQL twin is nameWordsSql.
 */
export const nameWords = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Orders machine-written text (ISO instants, ids) by code unit, as the database orders them. Not
 * localeCompare: the page's first call to it loads ICU's collation data, tens of milliseconds on a phone.
 */
export const compareCodeUnits = (a: string, b: string): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);
