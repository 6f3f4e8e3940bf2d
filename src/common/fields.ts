import { z } from 'zod';
import { es } from 'zod/locales';
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LINE_UNSAFE,
  MULTILINE_UNSAFE,
  SEARCH_UNSAFE,
  decimalProblem,
  removeBidiControls,
} from './fields-rules';

export * from './fields-rules';

/** Shared zod building blocks for the contracts: one definition of each field rule. */

// zod's own messages (a body that is null, a number where text goes…) in Spanish, for web and server alike.
z.config(es());

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
