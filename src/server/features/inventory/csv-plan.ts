import type { z } from 'zod';
import type { CsvPreviewRow } from '@common/csv';
import { decimalField } from '@common/fields';
import { INVENTORY_CSV_MESSAGES, type CsvColumn } from '@common/inventory-csv';
import {
  DEFAULT_MIN_STOCK,
  DEFAULT_UNIT,
  INVENTORY_MESSAGES,
  normalizeName,
  productInputSchema,
} from '@common/inventory';
import { compareDecimals, formatMoney } from '@common/money';
import { unitLabel } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import { numberCell, type ParsedRow } from '../../platform/csv/csv-format';
import {
  describeChanges,
  groupByName,
  issueMessages,
  matchRows,
  rowAction,
  type FieldChange,
} from '../../platform/csv/csv-plan';
import type { Queryable } from '../../platform/db/client';
import { parseProductsCsv } from './csv-format';
import { taxCells, taxFieldChanges } from './csv-tax-columns';
import { packsChanged, unitCells, unitFieldChanges } from './csv-unit-columns';
import { selectContactNames } from './contacts-queries';
import { selectProductsForImport } from './queries';

/** Stock and minimum keep the database's 3 decimals so that an export re-imports unchanged. */
const importRowSchema = productInputSchema.safeExtend({
  stockQuantity: decimalField(INVENTORY_MESSAGES.stockRequired, 3),
  minStockQuantity: decimalField(INVENTORY_MESSAGES.minStockRequired, 3),
});
type ImportValues = z.output<typeof importRowSchema>;

type Existing = Awaited<ReturnType<typeof selectProductsForImport>>[number];

export interface PlannedRow extends CsvPreviewRow {
  existing?: Existing;
  values?: ImportValues;
  /** The file changes the product's purchase packs (they are rewritten only then). */
  packsChanged?: boolean;
}

const NO_SUPPLIER = normalizeName('Sin proveedor');

/**
 * Reads the CSV and decides, row by row, whether it creates or updates a product (matched by name
 * ignoring case and accents) and what it changes, with every error in Spanish. Changes nothing;
 * `lock` holds the user's products until the caller's transaction ends, so stock deltas stay right.
 */
export async function planImport(
  db: Queryable,
  userId: string,
  csv: string,
  options: { lock?: boolean } = {},
): Promise<PlannedRow[]> {
  const parsed = parseProductsCsv(csv);
  const [products, contacts] = await Promise.all([
    selectProductsForImport(db, userId, { lock: options.lock ?? false }),
    selectContactNames(db, userId),
  ]);
  const contactsByName = groupByName(contacts);
  const contactNames = new Map(contacts.map((contact) => [contact.id, contact.name]));

  return matchRows(parsed, products, 'nombre').map(({ line, name, errors, existing }): PlannedRow => {
    const supplier = resolveSupplier(line, existing, contactsByName, errors);
    const result = importRowSchema.safeParse(candidate(line, existing, supplier, errors));
    if (!result.success) errors.push(...issueMessages(result.error));
    if (errors.length > 0 || !result.success) return { row: line.row, name, action: 'error', changes: [], errors };

    const values = result.data;
    const supplierName = (id: string | null) => (id ? (contactNames.get(id) ?? '') : 'Sin proveedor');
    const changes = describeChanges(fieldChanges(values, existing, supplierName), !existing);
    return {
      row: line.row,
      name: values.name,
      action: rowAction(!existing, changes),
      changes,
      errors: [],
      existing,
      values,
      packsChanged: packsChanged(values, existing),
    };
  });
}

/** A blank supplier cell or 'Sin proveedor' means none; a missing column keeps the current one. */
function resolveSupplier(
  line: ParsedRow<CsvColumn>,
  existing: Existing | undefined,
  contactsByName: Map<string, Array<{ id: string }>>,
  errors: string[],
) {
  const cell = line.cells.proveedor;
  if (cell === undefined) return existing?.supplierId ?? null;
  const key = normalizeName(cell);
  if (!key || key === NO_SUPPLIER) return null;
  const found = contactsByName.get(key);
  if (!found) {
    errors.push(INVENTORY_CSV_MESSAGES.unknownSupplier(cell));
    return null;
  }
  return found[0].id;
}

/**
 * A column absent from the file keeps the product's value; a blank unit or minimum takes the form's
 * default ('pza', 10); a blank price or stock is an error.
 */
function candidate(
  line: ParsedRow<CsvColumn>,
  existing: Existing | undefined,
  supplierId: string | null,
  errors: string[],
) {
  const { cells } = line;
  return {
    name: cells.nombre,
    unit: cells.unidad === undefined ? (existing?.unit ?? DEFAULT_UNIT) : cells.unidad || DEFAULT_UNIT,
    currentPrice: numberCell(cells.precio, existing?.currentPrice),
    stockQuantity: numberCell(cells.stock, existing?.stockQuantity),
    minStockQuantity: numberCell(cells.stock_minimo, existing?.minStockQuantity, String(DEFAULT_MIN_STOCK)),
    supplierId,
    category: cells.categoria === undefined ? (existing?.category ?? null) : cells.categoria,
    ...unitCells(line, existing, errors),
    ...taxCells(line, errors),
  };
}

function fieldChanges(
  values: ImportValues,
  existing: Existing | undefined,
  supplierName: (id: string | null) => string,
): FieldChange[] {
  const quantity = (value: string, unit: string) => formatQuantity(value, unit);
  return [
    ['Nombre', existing?.name, values.name, existing?.name === values.name],
    ['Unidad', existing && unitLabel(existing.unit), unitLabel(values.unit), existing?.unit === values.unit],
    [
      'Precio',
      existing && formatMoney(existing.currentPrice),
      formatMoney(values.currentPrice),
      !!existing && compareDecimals(existing.currentPrice, values.currentPrice) === 0,
    ],
    [
      'Stock',
      existing && quantity(existing.stockQuantity, existing.unit),
      quantity(values.stockQuantity, values.unit),
      !!existing && compareDecimals(existing.stockQuantity, values.stockQuantity) === 0,
    ],
    [
      'Stock mínimo',
      existing && quantity(existing.minStockQuantity, existing.unit),
      quantity(values.minStockQuantity, values.unit),
      !!existing && compareDecimals(existing.minStockQuantity, values.minStockQuantity) === 0,
    ],
    [
      'Proveedor',
      existing && supplierName(existing.supplierId),
      supplierName(values.supplierId),
      existing?.supplierId === values.supplierId,
    ],
    [
      'Categoría',
      existing && (existing.category ?? '—'),
      values.category ?? '—',
      existing?.category === values.category,
    ],
    ...unitFieldChanges(values, existing),
    ...taxFieldChanges(values, existing),
  ];
}
