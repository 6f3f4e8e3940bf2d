import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { decimalField, lineText } from './fields';

/** SPEC §5 and §8 texts of /escanear (receipt scan). */
export const RECEIPT_MESSAGES = {
  invalidImage: 'Por favor selecciona una imagen válida',
  fileTooLarge: 'El archivo no puede superar los 10MB',
  imageRequired: 'Imagen requerida',
  success: 'Recibo procesado exitosamente',
  scanFailed: 'Error al procesar el recibo',
  imageFailed: 'Error al procesar la imagen',
  noItems: 'Selecciona al menos un producto del recibo',
  newProduct: 'Nuevo producto',
  productNotFound: 'Producto no encontrado',
  nameRequired: 'El nombre es requerido',
  quantityRequired: 'La cantidad es requerida',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  quantityTooLarge: 'La cantidad no puede superar 1,000,000',
  priceRequired: 'El precio es requerido',
  unitRequired: 'La unidad es requerida',
} as const;

/** Same limit as every upload (SPEC §9). */
export const MAX_RECEIPT_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_RECEIPT_ITEMS = 200;
/** One receipt line never brings more than this; keeps every stock sum far inside numeric(14,3). */
export const MAX_RECEIPT_QUANTITY = 1_000_000;

/** Units a receipt line is normalised to (and the review table offers). */
export const RECEIPT_UNITS = [
  'kg',
  'g',
  'lt',
  'ml',
  'pza',
  'caja',
  'paq',
  'bolsa',
  'lb',
  'docena',
  'manojo',
  'lata',
  'bote',
  'costal',
  'rollo',
] as const;

/** One line as read from the image, before it is matched to the user's products. */
export const receiptReadingItemSchema = z.object({
  name: z.string(),
  /** Decimal strings: quantity with up to 3 decimals, money with 2. */
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  total: z.string(),
  /** 0–1: how sure the reader is of this line (OCR confidence × arithmetic check). */
  confidence: z.number(),
});
export type ReceiptReadingItem = z.infer<typeof receiptReadingItemSchema>;

/**
 * What a receipt reader (offline OCR, or a vision model) extracts from one image. `date` is
 * ISO (yyyy-mm-dd); `text` is the raw text that was read.
 */
export const receiptReadingSchema = z.object({
  supplier: z.string().nullable(),
  date: z.string().nullable(),
  total: z.string().nullable(),
  text: z.string(),
  items: z.array(receiptReadingItemSchema),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

/** POST /api/receipts/scan answer: the reading, each line with the matched product (or null). */
export const receiptScanSchema = receiptReadingSchema.extend({
  items: z.array(receiptReadingItemSchema.extend({ productId: z.uuid().nullable() })),
});
export type ReceiptScan = z.infer<typeof receiptScanSchema>;

export const applyReceiptItemSchema = z.object({
  name: lineText(RECEIPT_MESSAGES.nameRequired)
    .trim()
    .min(1, RECEIPT_MESSAGES.nameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  quantity: decimalField(RECEIPT_MESSAGES.quantityRequired, 3)
    .refine((value) => Number(value) > 0, RECEIPT_MESSAGES.quantityPositive)
    .refine((value) => Number(value) <= MAX_RECEIPT_QUANTITY, RECEIPT_MESSAGES.quantityTooLarge),
  unit: lineText(RECEIPT_MESSAGES.unitRequired)
    .trim()
    .min(1, RECEIPT_MESSAGES.unitRequired)
    .max(50, 'La unidad no puede superar los 50 caracteres'),
  unitPrice: decimalField(RECEIPT_MESSAGES.priceRequired),
  /** null: create it as a new product ("Nuevo producto"). */
  productId: z.uuid(RECEIPT_MESSAGES.productNotFound).nullable(),
});

export const applyReceiptSchema = z.object({
  items: z
    .array(applyReceiptItemSchema, RECEIPT_MESSAGES.noItems)
    .min(1, RECEIPT_MESSAGES.noItems)
    .max(MAX_RECEIPT_ITEMS, `Un recibo puede tener hasta ${MAX_RECEIPT_ITEMS} productos`),
  /** One of the user's supplier contacts, given to the products this receipt creates. */
  supplierId: z
    .uuid('Proveedor inválido')
    .nullish()
    .transform((value) => value ?? null),
  /** Printed supplier and date, kept on the stock movements as their reference. */
  supplierName: lineText()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  date: lineText()
    .trim()
    .max(20)
    .nullish()
    .transform((value) => value || null),
  /** The user confirmed that a receipt already applied with the same supplier, date, total and lines is another purchase. */
  confirmDuplicate: z.boolean().optional().default(false),
  /** The branch the goods went to; absent means the main one (decision 056). */
  locationId: locationIdField(),
});
export type ApplyReceiptInput = z.input<typeof applyReceiptSchema>;

export const applyReceiptResultSchema = z.object({
  message: z.string(),
  /** A count-based summary, e.g. '2 productos actualizados, 1 producto nuevo, 1 alerta de precio'. */
  detail: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  priceAlerts: z.number().int(),
  products: z.array(z.object({ id: z.uuid(), name: z.string(), created: z.boolean() })),
});
export type ApplyReceiptResult = z.infer<typeof applyReceiptResultSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function applyReceiptDetail(counts: { created: number; updated: number; priceAlerts: number }) {
  const parts = [
    counts.updated ? plural(counts.updated, 'producto actualizado', 'productos actualizados') : null,
    counts.created ? plural(counts.created, 'producto nuevo', 'productos nuevos') : null,
    counts.priceAlerts ? plural(counts.priceAlerts, 'alerta de precio', 'alertas de precio') : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/** The error code of an "Aplicar" refused because the same receipt was already applied. */
export const DUPLICATE_RECEIPT_CODE = 'duplicate_receipt';

const appliedAtFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

/** '… ya se aplicó el 5 de marzo de 2026, 14:30 …': when, in Mexico City time, as the restaurant saw it. */
export function duplicateReceiptMessage(appliedAt: Date): string {
  const parts = Object.fromEntries(appliedAtFormat.formatToParts(appliedAt).map((part) => [part.type, part.value]));
  const when = `${parts.day} de ${parts.month} de ${parts.year} a las ${parts.hour}:${parts.minute}`;
  return `Este recibo ya se aplicó el ${when} (mismo proveedor, fecha, total y productos). Si es otra compra, confírmalo para aplicarlo de todos modos.`;
}

/** The scan's own message: how many lines it found. */
export function scanMessage(itemCount: number) {
  return itemCount === 0
    ? 'No se encontraron productos en el recibo'
    : `Se detectaron ${plural(itemCount, 'producto', 'productos')} en el recibo`;
}
