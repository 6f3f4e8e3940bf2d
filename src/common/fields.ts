import { z } from 'zod';
import { es } from 'zod/locales';

/** Shared zod building blocks for the contracts: one definition of each field rule. */

// zod's own messages (a body that is null, a number where text goes…) in Spanish, for web and server alike.
z.config(es());

export const invalidNumberMessage = (maxDecimals: number) => `Ingresa un número válido (máximo ${maxDecimals} decimales)`;
export const INVALID_NUMBER_MESSAGE = invalidNumberMessage(2);
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
 * decimals, kept as a string so it reaches Postgres `numeric` exactly.
 */
export const decimalField = (requiredMessage: string, maxDecimals = 2) =>
  z
    .union([z.string(), z.number()], requiredMessage)
    .transform((value) => String(value).trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .regex(new RegExp(`^\\d{1,10}(\\.\\d{1,${maxDecimals}})?$`), invalidNumberMessage(maxDecimals)),
    );

/** Optional free text: trimmed, limited, and stored as null when empty. */
export const optionalText = (max: number, message: string, { multiline = false } = {}) =>
  (multiline ? multilineText() : lineText())
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);
