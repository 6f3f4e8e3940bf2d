import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { decimalField, optionalEmail, optionalText, lineText, searchText } from './fields';
import { checkProductPacks, productUnitFields, productPacksSchema } from './product-units';
import { INVENTORY_MESSAGES, MOVEMENT_REASONS, PRODUCT_MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from './inventory-rules';
import { checkProductTaxes, IEPS_KINDS, IVA_RATES, productTaxFields } from './product-taxes';

export * from './inventory-rules';

export const productInputSchema = z
  .object({
    name: lineText(INVENTORY_MESSAGES.nameRequired)
      .trim()
      .min(1, INVENTORY_MESSAGES.nameRequired)
      .max(200, 'El nombre no puede superar los 200 caracteres'),
    currentPrice: decimalField(INVENTORY_MESSAGES.priceRequired),
    stockQuantity: decimalField(INVENTORY_MESSAGES.stockRequired),
    minStockQuantity: decimalField(INVENTORY_MESSAGES.minStockRequired),
    /** The base unit, packs, density, piece weight and yield (decision 034). */
    ...productUnitFields,
    /** 'none' (the select's "Sin proveedor") is stored as null (SPEC §5). */
    supplierId: z
      .union([z.uuid('Proveedor inválido'), z.literal('none'), z.null()])
      .optional()
      .transform((value) => (value && value !== 'none' ? value : null)),
    category: optionalText(100, 'La categoría no puede superar los 100 caracteres'),
    /** IVA and IEPS (decision 042). */
    ...productTaxFields,
  })
  .superRefine(checkProductPacks)
  .superRefine(checkProductTaxes);
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
  densityKgPerL: z.string().nullable(),
  pieceWeightG: z.string().nullable(),
  yieldPercent: z.string(),
  packs: productPacksSchema,
  iva: z.enum(IVA_RATES).nullable(),
  iepsKind: z.enum(IEPS_KINDS).nullable(),
  iepsValue: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const contactInputSchema = z.object({
  name: lineText(INVENTORY_MESSAGES.nameRequired)
    .trim()
    .min(1, INVENTORY_MESSAGES.nameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  contactInfo: optionalText(500, 'La información de contacto no puede superar los 500 caracteres', { multiline: true }),
  whatsappNumber: optionalText(20, 'El número de WhatsApp no puede superar los 20 caracteres'),
  /** Where "Enviar por correo" sends this contact's orders (decision 053); 254 is the longest address SMTP carries. */
  email: optionalEmail(254),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactInfo: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/products: search is a case- and accent-insensitive substring of the name. */
export const productListQuerySchema = z.object({
  search: searchText(),
  /** A contact id, or 'none' for the products without a supplier. */
  supplierId: z.union([z.uuid('Proveedor inválido'), z.literal('none')], 'Proveedor inválido').optional(),
  limit: z.coerce
    .number('Límite inválido')
    .int('Límite inválido')
    .min(1, 'Límite inválido')
    .max(PRODUCT_MAX_PAGE_SIZE, 'Límite inválido')
    .default(PRODUCT_PAGE_SIZE),
  offset: z.coerce.number('Posición inválida').int('Posición inválida').min(0, 'Posición inválida').default(0),
  /** With it, each row also carries what that branch holds (decision 056). */
  locationId: locationIdField(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** The list carries only what the screens show; the detail adds the timestamps. */
export const productListItemSchema = productSchema
  .omit({ createdAt: true, updatedAt: true })
  .extend({ branchStock: z.string().optional() });
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = z.object({ items: z.array(productListItemSchema), total: z.number().int() });
export type ProductPage = z.infer<typeof productPageSchema>;

export const idParamsSchema = z.object({ id: z.uuid('Identificador inválido') });

export const movementSchema = z.object({
  id: z.uuid(),
  delta: z.string(),
  resultingStock: z.string(),
  reason: z.enum(MOVEMENT_REASONS),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementPageQuerySchema = z.object({
  limit: z.coerce.number('Límite inválido').int().min(1, 'Límite inválido').max(200, 'Límite inválido').default(50),
  offset: z.coerce.number('Posición inválida').int().min(0, 'Posición inválida').default(0),
});
export const movementPageSchema = z.object({ items: z.array(movementSchema), total: z.number().int() });
export type MovementPage = z.infer<typeof movementPageSchema>;

export const contactListItemSchema = contactSchema.extend({ productCount: z.number().int() });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactListQuerySchema = z.object({
  search: searchText(),
});
