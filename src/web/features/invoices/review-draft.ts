import { invoiceLineCost, invoiceLineStock, invoiceProductName } from '@common/invoice-lines';
import {
  APPLY_INVOICE_MESSAGES,
  applyInvoiceSchema,
  type ApplyInvoiceInput,
  type InvoicePreview,
  type InvoicePreviewLine,
} from '@common/invoices';
import { UnitError, type ProductUnits } from '@common/quantity';

/** What the user chose for one invoice line: a product's id, NEW_PRODUCT, SKIP_LINE, or '' (not chosen yet). */
export interface DraftLine {
  target: string;
  /** The unit the line's quantity is read in: the invoice's, or one of the product's packs. */
  unit: string;
  /** The new product's name (when target is NEW_PRODUCT). */
  name: string;
}

export const NEW_PRODUCT = 'new';
export const SKIP_LINE = 'skip';

/** A product of the user's inventory, with what it knows of its units (decision 034). */
export type ProductChoice = ProductUnits & { id: string; name: string };

/** Lines start as the preview matched them; a line without a match waits for the user's choice (decision 041). */
export const draftOf = (invoice: InvoicePreview): DraftLine[] =>
  invoice.lines.map((line) => ({
    target: line.productId ?? '',
    unit: line.unit,
    name: invoiceProductName(line.description),
  }));

export const isProductTarget = (target: string) => target !== '' && target !== NEW_PRODUCT && target !== SKIP_LINE;

export type LineFigures =
  { ok: true; stockQuantity: string; unitCost: string; productUnit: string } | { ok: false; message: string };

/**
 * What the line adds to the product's stock and the cost of one base unit as "Registrar" sets it
 * (IVA included unless the restaurant credits it), read in `unit`; the
 * preview's own figures when it is the product and unit it matched, else computed here with the same
 * rule (@common/invoice-lines). Null when the product is not known (not in the list loaded).
 */
export function lineFigures(
  invoice: Pick<InvoicePreview, 'exchangeRate' | 'creditsIva'>,
  line: InvoicePreviewLine,
  productId: string,
  unit: string,
  product: ProductChoice | undefined,
): LineFigures | null {
  if (productId === line.productId && unit === line.unit) {
    if (line.unitError) return { ok: false, message: line.unitError };
    if (line.stockQuantity && line.unitCost && line.productUnit)
      return { ok: true, stockQuantity: line.stockQuantity, unitCost: line.unitCost, productUnit: line.productUnit };
  }
  if (!product) return null;
  try {
    const figures = invoiceLineStock(line, unit, product, invoiceLineCost(line, invoice, invoice.creditsIva));
    return { ok: true, ...figures, productUnit: product.unit };
  } catch (error) {
    if (error instanceof UnitError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The units a line can be read in for a product: the invoice's, the product's packs, its base unit. */
export function unitChoices(line: Pick<InvoicePreviewLine, 'unit'>, product: ProductChoice | undefined): string[] {
  const units = [line.unit, ...(product?.packs ?? []).map((pack) => pack.name), ...(product ? [product.unit] : [])];
  return [...new Set(units)];
}

export type ApplyCheck = { ok: true; input: ApplyInvoiceInput } | { ok: false; message: string };

/**
 * The apply payload (one entry per line, in order), or the first Spanish message of what is still
 * missing: a line without a choice, a product its quantity does not convert to, every line skipped.
 */
export function applyInputOf(
  invoice: InvoicePreview,
  lines: readonly DraftLine[],
  figuresOf: (index: number) => LineFigures | null,
): ApplyCheck {
  if (lines.some((line) => line.target === '')) return { ok: false, message: APPLY_INVOICE_MESSAGES.productRequired };
  if (lines.every((line) => line.target === SKIP_LINE))
    return { ok: false, message: APPLY_INVOICE_MESSAGES.nothingToApply };
  const unconverted = lines.map((_, index) => figuresOf(index)).find((figures) => figures && !figures.ok);
  if (unconverted && !unconverted.ok) return { ok: false, message: unconverted.message };
  const input: ApplyInvoiceInput = {
    uuid: invoice.uuid,
    lines: lines.map((line, index) => {
      if (line.target === SKIP_LINE) return { action: 'skip' };
      if (line.target === NEW_PRODUCT) {
        const name = line.name.trim();
        // Left as proposed, the server names it by the same rule.
        return name && name !== invoiceProductName(invoice.lines[index].description)
          ? { action: 'new', name }
          : { action: 'new' };
      }
      return { action: 'product', productId: line.target, unit: line.unit };
    }),
  };
  const parsed = applyInvoiceSchema.safeParse(input);
  return parsed.success ? { ok: true, input } : { ok: false, message: parsed.error.issues[0].message };
}
