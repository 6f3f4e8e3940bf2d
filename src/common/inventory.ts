import { z } from 'zod';

/** SPEC §9 limits and §5 messages for products and the restaurant's own supplier contacts. */
export const DEFAULT_MIN_STOCK = 10;
export const DEFAULT_UNIT = 'unidad';
/** The product list shows 'Bajo' below this stock (SPEC §2 /productos). */
export const LOW_STOCK_BADGE_THRESHOLD = 10;

export const INVENTORY_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  priceRequired: 'El precio es requerido',
  stockRequired: 'El stock es requerido',
  minStockRequired: 'La cantidad mínima es requerida',
  unitRequired: 'La unidad es requerida',
  invalidNumber: 'Ingresa un número válido (máximo 2 decimales)',
  negativeNumber: 'El valor no puede ser negativo',
  productNotFound: 'Producto no encontrado',
  contactNotFound: 'Proveedor no encontrado',
} as const;

/**
 * A non-negative decimal typed as text (forms) or number (API), with at most 2 decimals, kept as
 * a string so it reaches Postgres `numeric` exactly.
 */
export const decimalField = (requiredMessage: string, maxDecimals = 2) =>
  z
    .union([z.string(), z.number()], requiredMessage)
    .transform((value) => String(value).trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .regex(new RegExp(`^\\d{1,10}(\\.\\d{1,${maxDecimals}})?$`), INVENTORY_MESSAGES.invalidNumber),
    );

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const productInputSchema = z.object({
  name: z.string(INVENTORY_MESSAGES.nameRequired).trim().min(1, INVENTORY_MESSAGES.nameRequired).max(200, 'El nombre no puede superar los 200 caracteres'),
  currentPrice: decimalField(INVENTORY_MESSAGES.priceRequired),
  stockQuantity: decimalField(INVENTORY_MESSAGES.stockRequired),
  minStockQuantity: decimalField(INVENTORY_MESSAGES.minStockRequired),
  unit: z.string(INVENTORY_MESSAGES.unitRequired).trim().min(1, INVENTORY_MESSAGES.unitRequired).max(50, 'La unidad no puede superar los 50 caracteres'),
  /** 'none' (the select's "Sin proveedor") is stored as null (SPEC §5). */
  supplierId: z
    .union([z.uuid('Proveedor inválido'), z.literal('none'), z.null()])
    .optional()
    .transform((value) => (value && value !== 'none' ? value : null)),
  category: optionalText(100, 'La categoría no puede superar los 100 caracteres'),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductPayload = z.output<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  currentPrice: z.string(),
  stockQuantity: z.string(),
  minStockQuantity: z.string(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const contactInputSchema = z.object({
  name: z.string(INVENTORY_MESSAGES.nameRequired).trim().min(1, INVENTORY_MESSAGES.nameRequired).max(200, 'El nombre no puede superar los 200 caracteres'),
  contactInfo: optionalText(500, 'La información de contacto no puede superar los 500 caracteres'),
  whatsappNumber: optionalText(20, 'El número de WhatsApp no puede superar los 20 caracteres'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactInfo: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** SPEC §5: stock below the minimum, where a missing minimum counts as 10 and missing numbers as 0. */
export function isLowStock(product: { stockQuantity?: string | number | null; minStockQuantity?: string | number | null }) {
  const stock = Number(product.stockQuantity ?? 0) || 0;
  const minimum = product.minStockQuantity === null || product.minStockQuantity === undefined ? DEFAULT_MIN_STOCK : Number(product.minStockQuantity);
  return stock < minimum;
}

/** Case- and accent-insensitive form of a name, for searches and CSV matching. */
export function normalizeName(name: string) {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
}
