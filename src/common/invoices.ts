import { z } from 'zod';
import { locationIdField } from './branch-stock';
import { lineText } from './fields';

/** Texts of /facturas (CFDI invoices, issue #17). */
export const INVOICE_MESSAGES = {
  fileRequired: 'Selecciona uno o más archivos XML o un ZIP de facturas',
  fileTooLarge: 'El archivo no puede superar los 10MB',
  tooManyFiles: (max: number) => `Sube hasta ${max} facturas a la vez`,
  notXml: 'El archivo no es un XML de factura',
  malformed: 'El XML está dañado o incompleto',
  notCfdi: 'El XML no es un CFDI (factura electrónica del SAT)',
  unsupportedVersion: 'Solo se aceptan CFDI versión 4.0 y 3.3',
  payment: 'Es un complemento de pago (tipo P): no trae productos que registrar',
  unsupportedType: 'Solo se registran facturas de ingreso (I) y notas de crédito (E)',
  notStamped: 'La factura no está timbrada (falta el Timbre Fiscal Digital)',
  doctype: 'El XML declara entidades o un DOCTYPE, que una factura del SAT nunca trae',
  otherReceiver: (rfc: string) => `La factura es para el RFC ${rfc}, no para el de tu restaurante`,
  badZip: 'El ZIP está dañado o no se puede leer',
  zipTooLarge: 'El ZIP descomprimido supera el tamaño permitido',
  badDate: 'La fecha de la factura no es válida',
  missingField: (field: string) => `Falta el dato obligatorio ${field} en la factura`,
  badNumber: (field: string) => `El dato ${field} de la factura no es un número válido`,
} as const;

export const MAX_INVOICE_FILE_BYTES = 10 * 1024 * 1024;
/** Files per upload (a month of one supplier's invoices fits easily). */
export const MAX_INVOICES_PER_UPLOAD = 50;
/** Limit for everything a ZIP unpacks to, so a small ZIP cannot expand into gigabytes. */
export const MAX_INVOICE_UNZIPPED_BYTES = 50 * 1024 * 1024;

export const CFDI_TYPES = ['I', 'E'] as const;
export const TAX_NAMES = ['IVA', 'IEPS', 'ISR'] as const;
export const TAX_FACTORS = ['Tasa', 'Cuota', 'Exento'] as const;

export const invoiceTaxSchema = z.object({
  tax: z.enum(TAX_NAMES),
  factor: z.enum(TAX_FACTORS),
  /** A rate (0.160000) for Tasa, pesos per unit for Cuota, null when Exento. */
  rate: z.string().nullable(),
  base: z.string(),
  /** Null when Exento. */
  amount: z.string().nullable(),
  /** True for a withholding (retención), false for a transferred tax (traslado). */
  withheld: z.boolean(),
});
export type InvoiceTax = z.infer<typeof invoiceTaxSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** ClaveProdServ (SAT catalogue). */
  productCode: z.string(),
  /** NoIdentificacion: the supplier's own code, when it prints one. */
  supplierCode: z.string().nullable(),
  quantity: z.string(),
  /** ClaveUnidad (SAT catalogue: KGM, LTR, H87, XBX…). */
  unitCode: z.string(),
  /** Unidad as printed, or the unit ClaveUnidad stands for. */
  unit: z.string(),
  unitPrice: z.string(),
  discount: z.string(),
  amount: z.string(),
  taxes: z.array(invoiceTaxSchema),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice as read from its XML, amounts as printed (in its currency). */
export const cfdiSchema = z.object({
  uuid: z.string(),
  version: z.enum(['3.3', '4.0']),
  type: z.enum(CFDI_TYPES),
  /** TipoRelacion of its related CFDIs ('01' nota de crédito, '03' devolución de mercancía), or null. */
  relation: z.string().nullable(),
  series: z.string().nullable(),
  folio: z.string().nullable(),
  /** As printed: local time of the place of issue, without an offset (yyyy-mm-ddThh:mm:ss). */
  date: z.string(),
  issuer: z.object({ rfc: z.string(), name: z.string().nullable() }),
  receiver: z.object({ rfc: z.string(), name: z.string().nullable() }),
  currency: z.string(),
  /** Pesos per unit of `currency`; '1' for MXN. */
  exchangeRate: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  total: z.string(),
  lines: z.array(invoiceLineSchema),
});
export type Cfdi = z.infer<typeof cfdiSchema>;

/** A line of the preview: as read, plus the product it most likely is and what it would add to stock. */
export const invoicePreviewLineSchema = invoiceLineSchema.extend({
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
  /** The product's base unit, and the line's quantity in it (null when it does not convert). */
  productUnit: z.string().nullable(),
  stockQuantity: z.string().nullable(),
  /**
   * What one base unit will cost, in pesos, as "Registrar" sets it: after the line's discount, with
   * IEPS, and with IVA unless the restaurant credits it (invoiceLineCost, decision 041).
   */
  unitCost: z.string().nullable(),
  /** Why the quantity does not convert (Spanish, says what to add to the product). */
  unitError: z.string().nullable(),
  /** True when the product came from how this supplier's line was mapped before. */
  learned: z.boolean(),
});
export type InvoicePreviewLine = z.infer<typeof invoicePreviewLineSchema>;

export const invoicePreviewSchema = cfdiSchema.extend({
  lines: z.array(invoicePreviewLineSchema),
  /** When this UUID was registered already (applying it again is refused), else null. */
  registeredAt: z.string().nullable(),
  /** The user's supplier contact with the issuer's RFC, when there is one. */
  supplierId: z.uuid().nullable(),
  /** The restaurant credits IVA ("Acredito IVA"): costs are shown and set without it. */
  creditsIva: z.boolean(),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** POST /api/invoices/cfdi/preview: one entry per file, read or refused. */
export const invoicePreviewResultSchema = z.object({
  files: z.array(
    z.object({
      fileName: z.string(),
      invoice: invoicePreviewSchema.nullable(),
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
export type InvoicePreviewResult = z.infer<typeof invoicePreviewResultSchema>;

export const APPLY_INVOICE_MESSAGES = {
  linesMismatch: 'Las líneas no corresponden a la factura',
  productRequired: 'Elige el producto de cada línea, o márcala como nuevo producto u omitida',
  notPreviewed: 'Vuelve a subir la factura: no se encontró su XML',
  applied: 'Factura registrada: inventario actualizado',
  productNotFound: 'Uno de los productos no existe en tu inventario',
  nothingToApply: 'Todas las líneas están omitidas',
  creditNoteNew: 'una nota de crédito no crea productos: elige uno existente u omite la línea',
  quantityPositive: 'la cantidad debe ser mayor que 0',
  duplicate: (date: string) => `Esta factura ya fue registrada el ${date}`,
} as const;

export const DUPLICATE_INVOICE_CODE = 'duplicate_invoice';
const CFDI_UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export const applyInvoiceLineSchema = z.discriminatedUnion(
  'action',
  [
    /** Into an existing product; `unit` overrides the line's (a pack of the product, or a measure). */
    z.object({
      action: z.literal('product'),
      productId: z.uuid(APPLY_INVOICE_MESSAGES.productNotFound),
      unit: lineText().trim().min(1).max(50).optional(),
    }),
    /** A new product named `name` (the line's description when left out), kept in the line's unit. */
    z.object({ action: z.literal('new'), name: lineText().trim().min(1).max(200).optional() }),
    z.object({ action: z.literal('skip') }),
  ],
  APPLY_INVOICE_MESSAGES.productRequired,
);
export type ApplyInvoiceLine = z.infer<typeof applyInvoiceLineSchema>;

/** POST /api/invoices/cfdi/apply: the previewed invoice by UUID, and what to do with each line, in order. */
export const applyInvoiceSchema = z.object({
  uuid: z
    .string()
    .regex(CFDI_UUID, 'UUID de factura inválido')
    .transform((value) => value.toUpperCase()),
  lines: z.array(applyInvoiceLineSchema).min(1, APPLY_INVOICE_MESSAGES.linesMismatch).max(500),
  /** The branch the goods went to; absent means the main one (decision 056). */
  locationId: locationIdField(),
});
export type ApplyInvoiceInput = z.input<typeof applyInvoiceSchema>;

export const applyInvoiceResultSchema = z.object({
  message: z.string(),
  /** '2 productos actualizados, 1 producto nuevo, 1 alerta de precio'. */
  detail: z.string(),
  invoiceId: z.uuid(),
  updated: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  priceAlerts: z.number().int(),
});
export type ApplyInvoiceResult = z.infer<typeof applyInvoiceResultSchema>;

/** A registered invoice as /facturas lists it; money in pesos. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  uuid: z.string(),
  type: z.enum(CFDI_TYPES),
  series: z.string().nullable(),
  folio: z.string().nullable(),
  issueDate: z.string(),
  issuerRfc: z.string(),
  issuerName: z.string().nullable(),
  currency: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  iva: z.string(),
  ieps: z.string(),
  total: z.string(),
  registeredAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * GET /api/invoices?month=AAAA-MM: the month's invoices (by issue date) and their sums, which are
 * what the accountant credits: IVA and IEPS transferred, credit notes subtracted.
 */
export const invoiceMonthSchema = z.object({
  month: z.string(),
  invoices: z.array(invoiceSummarySchema),
  totals: z.object({
    count: z.number().int(),
    subtotal: z.string(),
    discount: z.string(),
    iva: z.string(),
    ieps: z.string(),
    total: z.string(),
  }),
});
export type InvoiceMonth = z.infer<typeof invoiceMonthSchema>;
