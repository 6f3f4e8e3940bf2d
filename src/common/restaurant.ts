import { z } from 'zod';
import { optionalEmail, optionalText, lineText } from './fields';

export const RESTAURANT_MESSAGES = {
  nameRequired: 'El nombre del restaurante es requerido',
  saved: 'Información del restaurante guardada exitosamente',
  saveFailed: (message: string) => `Error al guardar: ${message}`,
  rfcInvalid: 'RFC inválido: 12 caracteres (empresa) o 13 (persona física), por ejemplo TEF150101AB1',
} as const;

/** The SAT's RFC: 3 letters (a company) or 4 (a person), the date as AAMMDD and a 3-character homoclave. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;

const text = (max: number, label: string) => optionalText(max, `${label} no puede superar los ${max} caracteres`);

export const locationInputSchema = z.object({
  /** A saved branch keeps its id, and with it its stock and history (decision 056); a new one has none. */
  id: z.uuid('Sucursal inválida').optional(),
  locationName: lineText().trim().max(200, 'El nombre de la sucursal no puede superar los 200 caracteres').default(''),
  address: lineText().trim().max(500, 'La dirección no puede superar los 500 caracteres').default(''),
  city: text(100, 'La ciudad'),
  state: text(100, 'El estado'),
  postalCode: text(10, 'El código postal'),
  phone: text(30, 'El teléfono'),
  isMainLocation: z.boolean().default(false),
});

export const restaurantInputSchema = z.object({
  restaurantName: lineText(RESTAURANT_MESSAGES.nameRequired)
    .trim()
    .min(1, RESTAURANT_MESSAGES.nameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  description: optionalText(1000, 'La descripción no puede superar los 1000 caracteres', { multiline: true }),
  phone: text(30, 'El teléfono'),
  email: optionalEmail(320),
  website: text(500, 'El sitio web'),
  /** The restaurant's RFC: CFDI invoices issued to another RFC are refused (issue #17). */
  rfc: lineText()
    .trim()
    .transform((value) => value.toUpperCase())
    .nullish()
    .transform((value) => value || null)
    .pipe(z.string().regex(RFC_PATTERN, RESTAURANT_MESSAGES.rfcInvalid).nullable()),
  /** "Acredito IVA": costs from invoices are net of IVA (decision 041). */
  creditsIva: z.boolean().default(false),
  locations: z.array(locationInputSchema).max(50).default([]),
});
export type RestaurantInput = z.input<typeof restaurantInputSchema>;
export type LocationInput = z.input<typeof locationInputSchema>;

export const restaurantSchema = z.object({
  info: z
    .object({
      id: z.uuid(),
      restaurantName: z.string(),
      description: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      website: z.string().nullable(),
      rfc: z.string().nullable(),
      creditsIva: z.boolean(),
    })
    .nullable(),
  locations: z.array(
    z.object({
      id: z.uuid(),
      locationName: z.string(),
      address: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postalCode: z.string().nullable(),
      phone: z.string().nullable(),
      isMainLocation: z.boolean(),
    }),
  ),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/**
 * SPEC §5: only branches with both a name and an address are saved; exactly one is the main one
 * (the first marked, or else the first branch).
 */
export function branchesToSave<T extends { locationName: string; address: string; isMainLocation: boolean }>(
  locations: T[],
): T[] {
  const complete = locations.filter((location) => location.locationName.trim() && location.address.trim());
  const mainIndex = Math.max(
    0,
    complete.findIndex((location) => location.isMainLocation),
  );
  return complete.map((location, index) => ({ ...location, isMainLocation: index === mainIndex }));
}
