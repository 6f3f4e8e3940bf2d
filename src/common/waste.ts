import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { optionalText, positiveQuantityField, productUnitField } from './fields';

/**
 * The waste log, "merma" (issue #19, decision 045): what was thrown away, how much in any unit the
 * product converts from, why, valued at the product's cost when it was logged.
 */
export const WASTE_REASONS = ['caducado', 'danado', 'sobreproduccion', 'error_preparacion', 'otro'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];
export const WASTE_REASON_LABELS: Record<WasteReason, string> = {
  caducado: 'Caducado',
  danado: 'Dañado',
  sobreproduccion: 'Sobreproducción',
  error_preparacion: 'Error de preparación',
  otro: 'Otro',
};

export const WASTE_NOTE_MAX = 500;

export const WASTE_MESSAGES = {
  productRequired: 'Selecciona un producto',
  quantityRequired: 'La cantidad es requerida',
  quantityZero: 'La cantidad debe ser mayor que cero',
  unitTooLong: 'La unidad no puede superar los 50 caracteres',
  reasonRequired: 'Selecciona un motivo',
  noteTooLong: `La nota no puede superar los ${WASTE_NOTE_MAX} caracteres`,
  productNotFound: 'Producto no encontrado',
  created: 'Merma registrada',
  createFailed: 'Error al registrar la merma',
  loadFailed: 'Error al cargar la merma',
} as const;

export const wasteInputSchema = z.object({
  productId: z.uuid(WASTE_MESSAGES.productRequired),
  quantity: positiveQuantityField(WASTE_MESSAGES.quantityRequired, WASTE_MESSAGES.quantityZero),
  unit: productUnitField(WASTE_MESSAGES.unitTooLong),
  reason: z.enum(WASTE_REASONS, WASTE_MESSAGES.reasonRequired),
  note: optionalText(WASTE_NOTE_MAX, WASTE_MESSAGES.noteTooLong, { multiline: true }),
  /** The branch it was thrown away in; absent means the main one (decision 056). */
  locationId: locationIdField(),
});
export type WasteInput = z.input<typeof wasteInputSchema>;

export const wasteEntrySchema = z.object({
  id: z.uuid(),
  /** Null once the product is deleted; the entry keeps its name and value for the month's figures. */
  productId: z.uuid().nullable(),
  productName: z.string(),
  /** As the user wrote it. */
  quantity: z.string(),
  unit: z.string(),
  /** What left stock, in the product's base unit. */
  baseQuantity: z.string(),
  baseUnit: z.string(),
  /** The product's price per base unit when it was logged, and the quantity's value at it. */
  unitCost: z.string(),
  value: z.string(),
  reason: z.enum(WASTE_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type WasteEntry = z.infer<typeof wasteEntrySchema>;

/** GET /api/waste?month=AAAA-MM: the month's entries, newest first, and their value by reason. */
export const wasteMonthSchema = z.object({
  month: z.string(),
  entries: z.array(wasteEntrySchema),
  totals: z.object({
    value: z.string(),
    byReason: z.array(z.object({ reason: z.enum(WASTE_REASONS), count: z.number().int(), value: z.string() })),
  }),
});
export type WasteMonth = z.infer<typeof wasteMonthSchema>;
