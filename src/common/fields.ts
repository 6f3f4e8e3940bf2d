import { z } from 'zod';
import { es } from 'zod/locales';

/** Shared zod building blocks for the contracts: one definition of each field rule. */

// zod's own messages (a body that is null, a number where text goes…) in Spanish, for web and server alike.
z.config(es());

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

const maxLabel = (max: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(max);

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
const LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
const MULTILINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
const SEARCH_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/gu;

export const removeBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** Single-line text (names, units, phones…): chain `.trim().min().max()` as with `z.string()`. */
export const lineText = (requiredMessage?: string) =>
  z
    .string(requiredMessage)
    .overwrite(removeBidiControls)
    .refine((value) => !LINE_UNSAFE.test(value), INVALID_CHARACTERS_MESSAGE);

/** Multi-line text (descriptions, notes, messages): tabs and line breaks are kept. */
export const multilineText = (requiredMessage?: string) =>
  z
    .string(requiredMessage)
    .overwrite(removeBidiControls)
    .refine((value) => !MULTILINE_UNSAFE.test(value), INVALID_CHARACTERS_MESSAGE);

/** A search box's text: unsafe characters are dropped rather than refused, then trimmed. */
export const searchText = (max = 200) =>
  z
    .string()
    .overwrite((value) => value.replace(SEARCH_UNSAFE, ''))
    .trim()
    .max(max, `La búsqueda no puede superar los ${max} caracteres`)
    .optional();

/**
 * A non-negative decimal typed as text (forms) or number (API), with at most `maxDecimals`
 * decimals, kept as a string so it reaches Postgres `numeric` exactly. Negative, too large and
 * too precise numbers each get their own message.
 */
export const decimalField = (requiredMessage: string, maxDecimals = 2) =>
  z
    .union([z.string(), z.number()], requiredMessage)
    .transform((value) => String(value).trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .superRefine((value, context) => {
          const problem = decimalProblem(value, maxDecimals);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })
        .transform((value) => {
          const plain = value.replace(/^-/, '');
          return plain.startsWith('.') ? `0${plain}` : plain.endsWith('.') ? plain.slice(0, -1) : plain;
        }),
    );

/** Optional free text: trimmed, limited, and stored as null when empty. */
export const optionalText = (max: number, message: string, { multiline = false } = {}) =>
  (multiline ? multilineText() : lineText())
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const INVALID_EMAIL_MESSAGE = 'Email inválido';

/** An optional e-mail address (a contact's, the restaurant's): trimmed, null when empty, else a valid address of at most `max` characters. */
export const optionalEmail = (max: number) =>
  lineText()
    .trim()
    .max(max, INVALID_EMAIL_MESSAGE)
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email(INVALID_EMAIL_MESSAGE).nullable());

/** A quantity above zero with up to 3 decimals, as a decimal string (waste, transfers). */
export const positiveQuantityField = (requiredMessage: string, zeroMessage: string) =>
  decimalField(requiredMessage, 3).refine((value) => Number(value) > 0, zeroMessage);

/** Any unit the product converts from (decision 034); absent or blank is its base unit. */
export const productUnitField = (tooLongMessage: string) =>
  lineText()
    .trim()
    .max(50, tooLongMessage)
    .optional()
    .transform((unit) => unit || undefined);
