import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CSV_MESSAGES, type CsvPreviewRow } from '@common/inventory-csv';
import { decimalField } from '@common/fields';
import { DEFAULT_MIN_STOCK, DEFAULT_UNIT, INVENTORY_MESSAGES, normalizeName, productInputSchema } from '@common/inventory';
import { compareDecimals, formatMoney } from '@common/money';
import type { Queryable } from '../../platform/db/client';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import { cleanNumberCell, parseCsv, plainDecimal, type ParsedRow } from './csv-format';

/** Stock and minimum keep the database's 3 decimals so that an export re-imports unchanged. */
const importRowSchema = productInputSchema.extend({
  stockQuantity: decimalField(INVENTORY_MESSAGES.stockRequired, 3),
  minStockQuantity: decimalField(INVENTORY_MESSAGES.minStockRequired, 3),
});
type ImportValues = z.output<typeof importRowSchema>;

type Existing = Awaited<ReturnType<typeof loadProducts>>[number];

export interface PlannedRow extends CsvPreviewRow {
  existing?: Existing;
  values?: ImportValues;
}

const NO_SUPPLIER = normalizeName('Sin proveedor');

function loadProducts(db: Queryable, userId: string, lock: boolean) {
  const query = db
    .select({
      id: privateProducts.id,
      name: privateProducts.name,
      unit: privateProducts.unit,
      currentPrice: privateProducts.currentPrice,
      stockQuantity: privateProducts.stockQuantity,
      minStockQuantity: privateProducts.minStockQuantity,
      supplierId: privateProducts.supplierId,
      category: privateProducts.category,
    })
    .from(privateProducts)
    .where(eq(privateProducts.userId, userId));
  return lock ? query.for('update') : query;
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/**
 * Reads the CSV and decides, row by row, whether it creates or updates a product (matched by name
 * ignoring case and accents) and what it changes, with every error in Spanish. Changes nothing;
 * `lock` holds the user's products until the caller's transaction ends, so stock deltas stay right.
 */
export async function planImport(db: Queryable, userId: string, csv: string, options: { lock?: boolean } = {}): Promise<PlannedRow[]> {
  const parsed = parseCsv(csv);
  const [products, contacts] = await Promise.all([
    loadProducts(db, userId, options.lock ?? false),
    db.select({ id: restaurantContacts.id, name: restaurantContacts.name }).from(restaurantContacts).where(eq(restaurantContacts.userId, userId)),
  ]);
  const productsByName = groupBy(products, (product) => normalizeName(product.name));
  const contactsByName = groupBy(contacts, (contact) => normalizeName(contact.name));
  const contactNames = new Map(contacts.map((contact) => [contact.id, contact.name]));
  const firstRowByName = new Map<string, number>();

  return parsed.map((line): PlannedRow => {
    const name = line.cells.nombre ?? '';
    const key = normalizeName(name);
    const errors: string[] = [];
    const matches = key ? (productsByName.get(key) ?? []) : [];
    if (matches.length > 1) errors.push(CSV_MESSAGES.ambiguous(name));
    const seenAt = firstRowByName.get(key);
    if (key && seenAt !== undefined) errors.push(CSV_MESSAGES.duplicateRow(seenAt));
    else if (key) firstRowByName.set(key, line.row);

    const existing = matches.length === 1 ? matches[0] : undefined;
    const supplier = resolveSupplier(line, existing, contactsByName, errors);
    const result = importRowSchema.safeParse(candidate(line, existing, supplier));
    if (!result.success) {
      // One message per field: the first (e.g. 'El precio es requerido' rather than also 'número inválido').
      const byField = new Map<string, string>();
      for (const issue of result.error.issues) if (!byField.has(issue.path.join('.'))) byField.set(issue.path.join('.'), issue.message);
      errors.push(...new Set(byField.values()));
    }
    if (errors.length > 0 || !result.success) return { row: line.row, name, action: 'error', changes: [], errors };

    const values = result.data;
    const supplierName = (id: string | null) => (id ? (contactNames.get(id) ?? '') : 'Sin proveedor');
    const changes = describeChanges(values, existing, supplierName);
    const action = !existing ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    return { row: line.row, name: values.name, action, changes, errors: [], existing, values };
  });
}

/** A blank supplier cell or 'Sin proveedor' means none; a missing column keeps the current one. */
function resolveSupplier(line: ParsedRow, existing: Existing | undefined, contactsByName: Map<string, Array<{ id: string }>>, errors: string[]) {
  const cell = line.cells.proveedor;
  if (cell === undefined) return existing?.supplierId ?? null;
  const key = normalizeName(cell);
  if (!key || key === NO_SUPPLIER) return null;
  const found = contactsByName.get(key);
  if (!found) {
    errors.push(CSV_MESSAGES.unknownSupplier(cell));
    return null;
  }
  return found[0].id;
}

/**
 * A column absent from the file keeps the product's value; a blank unit or minimum takes the form's
 * default ('unidad', 10); a blank price or stock is an error.
 */
function candidate(line: ParsedRow, existing: Existing | undefined, supplierId: string | null) {
  const { cells } = line;
  const number = (cell: string | undefined, current: string | undefined, fallback?: string) =>
    cell === undefined ? (current !== undefined ? plainDecimal(current) : fallback) : cell === '' ? (fallback ?? '') : cleanNumberCell(cell);
  return {
    name: cells.nombre,
    unit: cells.unidad === undefined ? (existing?.unit ?? DEFAULT_UNIT) : cells.unidad || DEFAULT_UNIT,
    currentPrice: number(cells.precio, existing?.currentPrice),
    stockQuantity: number(cells.stock, existing?.stockQuantity),
    minStockQuantity: number(cells.stock_minimo, existing?.minStockQuantity, String(DEFAULT_MIN_STOCK)),
    supplierId,
    category: cells.categoria === undefined ? (existing?.category ?? null) : cells.categoria,
  };
}

function describeChanges(values: ImportValues, existing: Existing | undefined, supplierName: (id: string | null) => string) {
  const quantity = (value: string) => `${plainDecimal(value)} ${values.unit}`;
  const fields: Array<[label: string, before: string | undefined, after: string, same: boolean]> = [
    ['Nombre', existing?.name, values.name, existing?.name === values.name],
    ['Unidad', existing?.unit, values.unit, existing?.unit === values.unit],
    ['Precio', existing && formatMoney(existing.currentPrice), formatMoney(values.currentPrice), !!existing && compareDecimals(existing.currentPrice, values.currentPrice) === 0],
    ['Stock', existing && quantity(existing.stockQuantity), quantity(values.stockQuantity), !!existing && compareDecimals(existing.stockQuantity, values.stockQuantity) === 0],
    ['Stock mínimo', existing && quantity(existing.minStockQuantity), quantity(values.minStockQuantity), !!existing && compareDecimals(existing.minStockQuantity, values.minStockQuantity) === 0],
    ['Proveedor', existing && supplierName(existing.supplierId), supplierName(values.supplierId), existing?.supplierId === values.supplierId],
    ['Categoría', existing && (existing.category ?? '—'), values.category ?? '—', existing?.category === values.category],
  ];
  if (!existing) return fields.filter(([label]) => label !== 'Nombre').map(([label, , after]) => `${label}: ${after}`);
  return fields.filter(([, , , same]) => !same).map(([label, before, after]) => `${label}: ${before} → ${after}`);
}
