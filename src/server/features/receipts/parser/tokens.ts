import { fixNumericToken } from './numbers';
import { unitAtPosition, unitOf } from './units';

/**
 * What a single printed token may be. Numbers are kept as printed (OCR errors included): the
 * arithmetic check later decides which reading of them is right.
 */

/** The digits and separators of a numeric token, ignoring a '$' and a trailing ':' or '.'. */
export function numericText(token: string): string | null {
  return fixNumericToken(token.replace(/^\$+/, '').replace(/[:.;,]+$/, ''));
}

/** An amount: two decimals (four on unit costs: '120,0000'), or an OCR'd amount with a stray digit or a lost point ('35.721', '$2200'). */
export function looksLikeMoney(token: string): boolean {
  const text = numericText(token.replace(/^(\d+)[-:](\d{2,3})$/, '$1.$2'));
  if (!text) return false;
  if (/[.,]\d{2,4}$/.test(text)) return true;
  return token.startsWith('$') && /^\d{3,}$/.test(text);
}

/** A quantity as printed, possibly with a wrong or extra digit ('3.0722', '3894'). */
export function looksLikeQuantity(token: string): boolean {
  const text = numericText(token);
  return !!text && /^\d{1,6}(?:[.,]\d{1,4})?$/.test(text);
}

/** Words put between quantity, unit and price: 'x', '@', '×', and OCR's 'Xx'. */
export const isFiller = (token: string) => /^(?:[xX×@*]{1,2}|-|:|=|\$|a|por|c\/u)$/.test(token);

/** Tax and department flags printed after a line total ('A', 'E', 'T', '*', '+'…). */
export const isFlag = (token: string) => /^(?:[A-Z*#+]|-\*|EX|EXE|GR|IVA|16%?|0%)$/i.test(token);

/** A four-letter unit with one letter too many ('MIJO' for MJO): OCR splits a wide letter in two. */
function oneLetterTooMany(token: string): string | null {
  if (!/^[A-Z]{4}$/.test(token)) return null;
  for (let index = 0; index < token.length; index += 1) {
    const shorter = unitOf(token.slice(0, index) + token.slice(index + 1));
    if (shorter) return shorter;
  }
  return null;
}

/**
 * The unit printed after a quantity: a spelling we know ('KGS.'), one with a stray glyph in front
 * ('qáPZA'), or a short garble of one ('Ke' for KG, 'Lf' for LT). `garbled` says it was guessed.
 */
export function unitAt(token: string | undefined): { unit: string; garbled: boolean } | null {
  if (!token) return null;
  const known = unitOf(token);
  if (known) return { unit: known, garbled: false };
  const prefixed = /^[^A-Z]{1,2}([A-Z]{1,7})\.?$/.exec(token);
  // The stray glyph may come with a letter too many ('«qBCJA').
  const unprefixed = prefixed && (unitOf(prefixed[1]) ?? oneLetterTooMany(prefixed[1]));
  if (unprefixed) return { unit: unprefixed, garbled: true };
  const positional = unitAtPosition(token);
  if (positional) return { unit: positional, garbled: true };
  const shorter = oneLetterTooMany(token);
  if (shorter) return { unit: shorter, garbled: true };
  // Tickets print in capitals: a 2–3 character token with other glyphs right after a quantity is a misread unit.
  if (token.length <= 3 && /[^A-Z]/.test(token) && /^[A-Za-z]/.test(token)) {
    const first = token[0].toUpperCase();
    const guess = first === 'K' ? 'kg' : first === 'L' ? 'lt' : first === 'P' ? 'pza' : null;
    return { unit: guess ?? '', garbled: true };
  }
  return null;
}

/** Glyphs OCR reads for a digit when the digit stands alone between numbers ('29.16 A 116.64': a 4). */
const GLYPH_DIGITS: Record<string, string> = {
  A: '4',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
  b: '6',
  Z: '2',
  z: '2',
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  g: '9',
  q: '9',
  T: '7',
};

/** A lone glyph that stands for a digit, or null. */
export const digitOfGlyph = (token: string): string | null =>
  token.length === 1 ? (GLYPH_DIGITS[token] ?? null) : null;

/**
 * A product code opening a line: an EAN/UPC (8–14 digits), a store code (five digits or more, or
 * three or more with leading zeros), or one OCR garbled (six glyphs or more, mostly digits).
 */
export function isCode(token: string): boolean {
  if (/^\d{5,14}$/.test(token) || /^0\d{2,7}$/.test(token)) return true;
  const digits = (token.match(/\d/g) ?? []).length;
  return token.length >= 6 && /^[\p{L}\d]+$/u.test(token) && digits / token.length >= 0.6;
}
