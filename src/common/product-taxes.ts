import { z } from 'zod';
import type { InvoiceLine } from './invoices';
import { multiply, ratio, ratioOf, toDecimal } from './ratio';

/**
 * A product's taxes (decision 042): its IVA (0 %, 16 % or exento) and its IEPS, a rate in percent or a
 * quota in pesos per unit of the tax's base, as its suppliers' CFDI invoices print them.
 */
export const IVA_RATES = ['0', '16', 'exento'] as const;
export type IvaRate = (typeof IVA_RATES)[number];
export const IEPS_KINDS = ['tasa', 'cuota'] as const;
export type IepsKind = (typeof IEPS_KINDS)[number];

export const IVA_LABELS: Record<IvaRate, string> = { '0': '0 %', '16': '16 %', exento: 'Exento' };
export const IEPS_LABELS: Record<IepsKind, string> = { tasa: 'Tasa (%)', cuota: 'Cuota (pesos por unidad)' };

/** Highest IEPS rate accepted, in percent (the law's highest is 160 % on tobacco). */
export const MAX_IEPS_RATE = 300;

export const PRODUCT_TAX_MESSAGES = {
  iva: 'IVA inválido: elige 0 %, 16 % o exento',
  iepsKind: 'IEPS inválido: elige tasa, cuota o sin IEPS',
  iepsRate: `La tasa de IEPS debe ser un porcentaje de 0 a ${MAX_IEPS_RATE} (máximo 4 decimales)`,
  iepsQuota: 'La cuota de IEPS debe ser un monto en pesos de 0 o más (máximo 6 decimales)',
  iepsKindMissing: 'Indica si el IEPS es una tasa o una cuota',
} as const;

const decimalText = (value: string | number) => String(value).trim().replace(',', '.');
const IEPS_PATTERN = { tasa: /^\d{1,3}(\.\d{1,4})?$/, cuota: /^\d{1,6}(\.\d{1,6})?$/ } as const;

/** Fields spread into the product input; each may be absent (an update then keeps what is stored), null clears. */
export const productTaxFields = {
  iva: z.enum(IVA_RATES, PRODUCT_TAX_MESSAGES.iva).nullable().optional(),
  iepsKind: z.enum(IEPS_KINDS, PRODUCT_TAX_MESSAGES.iepsKind).nullable().optional(),
  iepsValue: z
    .union([z.string(), z.number(), z.null()], PRODUCT_TAX_MESSAGES.iepsRate)
    .optional()
    .transform((value) =>
      value === undefined ? undefined : value === null || decimalText(value) === '' ? null : decimalText(value),
    ),
};

type TaxInput = { iepsKind?: IepsKind | null; iepsValue?: string | null };

/**
 * The IEPS kind and value go together: a rate up to MAX_IEPS_RATE %, a quota in pesos; without a
 * kind there is no value (superRefine of the product input).
 */
export function checkProductTaxes(input: TaxInput, ctx: z.RefinementCtx) {
  const { iepsKind, iepsValue } = input;
  // Without IEPS its value is dropped (withIepsCleared).
  if (iepsKind === null) return;
  if (iepsKind === undefined) {
    if (iepsValue !== undefined && iepsValue !== null)
      ctx.addIssue({ code: 'custom', path: ['iepsKind'], message: PRODUCT_TAX_MESSAGES.iepsKindMissing });
    return;
  }
  const message = iepsKind === 'tasa' ? PRODUCT_TAX_MESSAGES.iepsRate : PRODUCT_TAX_MESSAGES.iepsQuota;
  const valid =
    typeof iepsValue === 'string' &&
    IEPS_PATTERN[iepsKind].test(iepsValue) &&
    (iepsKind === 'cuota' || Number(iepsValue) <= MAX_IEPS_RATE);
  if (!valid) ctx.addIssue({ code: 'custom', path: ['iepsValue'], message });
}

/** "Sin IEPS" clears its value too, whatever the form still held. */
export const withIepsCleared = <T extends TaxInput>(input: T): T =>
  input.iepsKind === null ? { ...input, iepsValue: null } : input;

export interface ProductTaxes {
  iva: IvaRate | null;
  iepsKind: IepsKind | null;
  iepsValue: string | null;
}

const IVA_BY_RATE: Record<string, IvaRate> = { '0': '0', '16': '16' };

/**
 * What an invoice line says of its product's taxes, from its transferred (not withheld) IVA and
 * IEPS: IVA 0 %, 16 % or exento (another rate, like the border's 8 %, says nothing: undefined), and
 * the IEPS as a rate in percent or a quota as printed, or none when the line carries no IEPS.
 * Undefined for IVA also when the line carries no IVA at all (not subject to tax).
 */
export function productTaxesOfLine(line: Pick<InvoiceLine, 'taxes'>): Partial<ProductTaxes> {
  const transferred = line.taxes.filter((tax) => !tax.withheld);
  const iva = transferred.find((tax) => tax.tax === 'IVA');
  const ieps = transferred.find((tax) => tax.tax === 'IEPS' && tax.factor !== 'Exento' && tax.rate !== null);
  const taxes: Partial<ProductTaxes> = {};
  if (iva?.factor === 'Exento') taxes.iva = 'exento';
  else if (iva?.rate) {
    const percent = toDecimal(multiply(ratioOf(iva.rate), ratio(100n)), 4).replace(/\.?0+$/, '');
    if (percent in IVA_BY_RATE) taxes.iva = IVA_BY_RATE[percent];
  }
  if (!ieps) return { ...taxes, iepsKind: null, iepsValue: null };
  const value =
    ieps.factor === 'Tasa'
      ? toDecimal(multiply(ratioOf(ieps.rate!), ratio(100n)), 4)
      : toDecimal(ratioOf(ieps.rate!), 6);
  return { ...taxes, iepsKind: ieps.factor === 'Tasa' ? 'tasa' : 'cuota', iepsValue: value };
}

/** 'IVA 16 % · IEPS 26.5 %', 'IVA exento', 'IEPS cuota $1.6451', or null when nothing is known. */
export function productTaxText(taxes: ProductTaxes): string | null {
  const parts: string[] = [];
  if (taxes.iva) parts.push(taxes.iva === 'exento' ? 'IVA exento' : `IVA ${IVA_LABELS[taxes.iva]}`);
  if (taxes.iepsKind && taxes.iepsValue !== null) {
    const value = taxes.iepsValue.includes('.') ? taxes.iepsValue.replace(/\.?0+$/, '') : taxes.iepsValue;
    parts.push(taxes.iepsKind === 'tasa' ? `IEPS ${value} %` : `IEPS cuota $${value}`);
  }
  return parts.length ? parts.join(' · ') : null;
}
