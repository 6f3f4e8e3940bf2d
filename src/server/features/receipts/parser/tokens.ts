import { fixNumericToken } from './numbers';
import { unitOf } from './units';

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

/**
 * The unit printed after a quantity: a spelling we know ('KGS.'), one with a stray glyph in front
 * ('qáPZA'), or a short garble of one ('Ke' for KG, 'Lf' for LT). `garbled` says it was guessed.
 */
export function unitAt(token: string | undefined): { unit: string; garbled: boolean } | null {
  if (!token) return null;
  const known = unitOf(token);
  if (known) return { unit: known, garbled: false };
  const prefixed = /^[^A-Z]{1,2}([A-Z]{1,7})\.?$/.exec(token);
  if (prefixed && unitOf(prefixed[1])) return { unit: unitOf(prefixed[1])!, garbled: true };
  // One letter too many ('MIJO' for MJO): OCR splits a wide letter in two.
  if (/^[A-Z]{4}$/.test(token)) {
    for (let index = 0; index < token.length; index += 1) {
      const shorter = unitOf(token.slice(0, index) + token.slice(index + 1));
      if (shorter) return { unit: shorter, garbled: true };
    }
  }
  // Tickets print in capitals: a 2–3 character token with other glyphs right after a quantity is a misread unit.
  if (token.length <= 3 && /[^A-Z]/.test(token) && /^[A-Za-z]/.test(token)) {
    const first = token[0].toUpperCase();
    const guess = first === 'K' ? 'kg' : first === 'L' ? 'lt' : first === 'P' ? 'pza' : null;
    return { unit: guess ?? '', garbled: true };
  }
  return null;
}
