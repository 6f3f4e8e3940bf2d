import type { CsvColumn } from '@common/inventory-csv';
import { INVENTORY_CSV_MESSAGES } from '@common/inventory-csv';
import { compareDecimals } from '@common/money';
import { productTaxText, type ProductTaxes } from '@common/product-taxes';
import { foldText } from '@common/text';
import { cleanNumberCell, plainDecimal, type ParsedRow } from '../../platform/csv/csv-format';
import type { FieldChange } from '../../platform/csv/csv-plan';

/**
 * The tax columns of the products CSV (decision 042): `iva` ('0', '16', 'exento') and `ieps' ('26.5 %'
 * a rate, '$1.6451' a quota). A column absent from the file keeps the stored value; a blank cell means
 * not known (IVA) or no IEPS. Written by the export so that it imports back unchanged.
 */

type TaxValues = { iva?: string | null; iepsKind?: string | null; iepsValue?: string | null };

/** The cells as the export writes them. */
export function taxCellsOf(taxes: ProductTaxes) {
  const value = taxes.iepsValue === null ? '' : plainDecimal(taxes.iepsValue);
  return {
    iva: taxes.iva ?? '',
    ieps: taxes.iepsKind === 'tasa' ? `${value} %` : taxes.iepsKind === 'cuota' ? `$${value}` : '',
  };
}

/** '16 %' and '16' are both 16; any other text goes on for the schema's Spanish message. */
function ivaCell(cell: string) {
  const text = foldText(cell).replace(/\s+/g, '').replace(/%$/, '');
  return text === '' ? null : text;
}

function iepsCell(cell: string, errors: string[]): TaxValues {
  const text = cell.trim();
  if (text === '') return { iepsKind: null, iepsValue: null };
  if (text.endsWith('%')) return { iepsKind: 'tasa', iepsValue: cleanNumberCell(text.slice(0, -1)) };
  if (text.startsWith('$')) return { iepsKind: 'cuota', iepsValue: cleanNumberCell(text) };
  errors.push(INVENTORY_CSV_MESSAGES.unreadableIeps(text));
  return {};
}

/** The tax fields of a row as the product schema takes them; an IEPS cell that cannot be read adds to `errors`. */
export function taxCells(line: ParsedRow<CsvColumn>, errors: string[]): TaxValues {
  const { cells } = line;
  return {
    ...(cells.iva === undefined ? {} : { iva: ivaCell(cells.iva) }),
    ...(cells.ieps === undefined ? {} : iepsCell(cells.ieps, errors)),
  };
}

const sameIeps = (a: ProductTaxes, b: ProductTaxes) =>
  a.iepsKind === b.iepsKind &&
  (a.iepsValue === b.iepsValue || (!!a.iepsValue && !!b.iepsValue && compareDecimals(a.iepsValue, b.iepsValue) === 0));

/** 'Impuestos: IVA 0 % → IVA 16 % · IEPS 26.5 %'; for a new product only when it sets any. */
export function taxFieldChanges(values: Partial<ProductTaxes>, existing: ProductTaxes | undefined): FieldChange[] {
  const after: ProductTaxes = {
    iva: values.iva === undefined ? (existing?.iva ?? null) : values.iva,
    iepsKind: values.iepsKind === undefined ? (existing?.iepsKind ?? null) : values.iepsKind,
    iepsValue: values.iepsKind === undefined ? (existing?.iepsValue ?? null) : (values.iepsValue ?? null),
  };
  const text = (taxes: ProductTaxes) => productTaxText(taxes) ?? '—';
  if (!existing && productTaxText(after) === null) return [];
  const same = !!existing && existing.iva === after.iva && sameIeps(existing, after);
  return [['Impuestos', existing && text(existing), text(after), same]];
}
