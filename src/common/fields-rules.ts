/**
 * The field rules without zod (messages, the number check, the text rule), so a page can show them
 * without loading zod; fields.ts builds the zod fields from them. No zod here (docs/decisions/059).
 */
import { groupThousands } from './number-text';

/** What is wrong with a typed number, each in its own words (forms, API and CSV import alike). */
export const NUMBER_MESSAGES = {
  invalid: 'Ingresa un número válido',
  negative: 'El valor no puede ser negativo',
  tooLarge: (max: string) => `El valor no puede ser mayor que ${max}`,
  tooManyDecimals: (maxDecimals: number) => `Usa como máximo ${maxDecimals} decimales`,
} as const;
export const INVALID_NUMBER_MESSAGE = NUMBER_MESSAGES.invalid;
/** Postgres numeric columns hold 10 digits before the point. */
const MAX_WHOLE_PART = 9_999_999_999;

const maxLabel = (max: number) => groupThousands(String(Math.round(max)));

/**
 * The message for a number typed as text (comma or point as decimal separator), or null when it
 * is a non-negative number with at most `maxDecimals` decimals, and at most `max` (by default, at
 * most 10 digits before the point). Empty text is the caller's concern (required or not).
 */
export function decimalProblem(text: string, maxDecimals: number, max?: number): string | null {
  const value = text.trim().replace(',', '.');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return NUMBER_MESSAGES.invalid;
  const [, sign, whole, decimals = ''] = match;
  if (sign && Number(value) !== 0) return NUMBER_MESSAGES.negative;
  if (max === undefined ? Number(whole) > MAX_WHOLE_PART : Number(value) > max)
    return NUMBER_MESSAGES.tooLarge(maxLabel(max ?? MAX_WHOLE_PART));
  if (decimals.length > maxDecimals) return NUMBER_MESSAGES.tooManyDecimals(maxDecimals);
  return null;
}
export const INVALID_CHARACTERS_MESSAGE = 'El texto contiene caracteres no permitidos';

/**
 * The one text rule (decision 022). Bidirectional embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069, and the LRM/RLM/ALM marks) are removed, so a name cannot display
 * as something else on another user's screen. Control characters (tab and line breaks allowed in
 * multi-line fields) and lone surrogates are refused: PostgreSQL cannot store NUL, and neither
 * comes from typing.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
export const MULTILINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
export const SEARCH_UNSAFE =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/gu;

export const removeBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

export const INVALID_EMAIL_MESSAGE = 'Email inválido';
