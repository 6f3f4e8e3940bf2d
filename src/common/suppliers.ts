import { z } from 'zod';
import { decimalField, optionalText, lineText } from './fields';
import { ORDER_STATUSES } from './orders';

export const SUPPLIER_MESSAGES = {
  companyNameRequired: 'El nombre de la empresa es requerido',
  phoneRequired: 'El teléfono es requerido',
  addressRequired: 'La dirección es requerida',
  createFailed: 'Error al crear empresa',
  createSuccess: 'Empresa creada exitosamente',
  companyExists: 'Ya tienes una empresa registrada',
  noCompany: 'No company found',
  nameRequired: 'El nombre es requerido',
  categoryRequired: 'La categoría es requerida',
  priceRequired: 'El precio es requerido',
  stockRequired: 'El stock es requerido',
  minOrderRequired: 'La cantidad mínima es requerida',
  minOrderPositive: 'La cantidad mínima debe ser mayor que 0',
  productNotFound: 'Producto no encontrado',
  belowReserved: (reserved: string) =>
    `El stock no puede quedar debajo de lo reservado por pedidos confirmados (${reserved})`,
} as const;

export const companyInputSchema = z.object({
  companyName: lineText(SUPPLIER_MESSAGES.companyNameRequired)
    .trim()
    .min(1, SUPPLIER_MESSAGES.companyNameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  businessDescription: optionalText(1000, 'La descripción no puede superar los 1000 caracteres', { multiline: true }),
  phone: lineText(SUPPLIER_MESSAGES.phoneRequired)
    .trim()
    .min(1, SUPPLIER_MESSAGES.phoneRequired)
    .max(30, 'El teléfono no puede superar los 30 caracteres'),
  address: lineText(SUPPLIER_MESSAGES.addressRequired)
    .trim()
    .min(1, SUPPLIER_MESSAGES.addressRequired)
    .max(500, 'La dirección no puede superar los 500 caracteres'),
  taxId: optionalText(20, 'El RFC no puede superar los 20 caracteres'),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  businessDescription: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  taxId: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const MARKETPLACE_UNITS = ['unidad', 'kg', 'lb', 'litro', 'caja', 'paquete'] as const;
export type MarketplaceUnit = (typeof MARKETPLACE_UNITS)[number];

export const catalogueProductInputSchema = z.object({
  name: lineText(SUPPLIER_MESSAGES.nameRequired)
    .trim()
    .min(1, SUPPLIER_MESSAGES.nameRequired)
    .max(200, 'El nombre no puede superar los 200 caracteres'),
  description: optionalText(1000, 'La descripción no puede superar los 1000 caracteres', { multiline: true }),
  category: lineText(SUPPLIER_MESSAGES.categoryRequired)
    .trim()
    .min(1, SUPPLIER_MESSAGES.categoryRequired)
    .max(100, 'La categoría no puede superar los 100 caracteres'),
  price: decimalField(SUPPLIER_MESSAGES.priceRequired),
  unit: z.enum(MARKETPLACE_UNITS, 'Unidad inválida').default('unidad'),
  stockQuantity: decimalField(SUPPLIER_MESSAGES.stockRequired),
  minOrderQuantity: decimalField(SUPPLIER_MESSAGES.minOrderRequired).refine(
    (value) => Number(value) > 0,
    SUPPLIER_MESSAGES.minOrderPositive,
  ),
  isAvailable: z.boolean().default(true),
});
export type CatalogueProductInput = z.input<typeof catalogueProductInputSchema>;

export const catalogueProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  unit: z.enum(MARKETPLACE_UNITS),
  price: z.string(),
  stockQuantity: z.string(),
  /** Set aside for confirmed orders not yet delivered (decision 043). */
  reservedQuantity: z.string(),
  minOrderQuantity: z.string(),
  isAvailable: z.boolean(),
  /** The photo at card size and as a thumbnail (decision 048); both null without a photo. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const supplierStatsSchema = z.object({
  productCount: z.number(),
  pendingOrderCount: z.number(),
  salesThisMonth: z.string(),
  /** Percent change of delivered sales against last month; null when last month had none. */
  growthPercent: z.string().nullable(),
});
export type SupplierStats = z.infer<typeof supplierStatsSchema>;

export const inboxOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  restaurantName: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.string(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['restaurante', 'proveedor']).nullable(),
  receivedAt: z.string().nullable(),
  orderDate: z.string(),
  items: z.array(
    z.object({
      id: z.uuid(),
      productName: z.string(),
      /** What the restaurant asked for, when the supplier changed the line on confirming. */
      originalQuantity: z.string().nullable(),
      originalUnitPrice: z.string().nullable(),
      quantity: z.string(),
      unit: z.string().nullable(),
      unitPrice: z.string(),
      totalPrice: z.string(),
    }),
  ),
});
export type InboxOrder = z.infer<typeof inboxOrderSchema>;
