import { z } from 'zod';

/** Shared zod building blocks for the contracts: one definition of each field rule. */

export const invalidNumberMessage = (maxDecimals: number) => `Ingresa un número válido (máximo ${maxDecimals} decimales)`;
export const INVALID_NUMBER_MESSAGE = invalidNumberMessage(2);

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
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

