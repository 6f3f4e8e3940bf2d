import type { z } from 'zod';
import type { CsvPreviewRow } from '@common/csv';
import { compareDecimals, formatMoney } from '@common/money';
import { catalogueProductInputSchema, SUPPLIER_MESSAGES } from '@common/suppliers';
import { CATALOGUE_CSV_MESSAGES, type CatalogueCsvColumn } from '@common/suppliers-csv';
import { numberCell, plainDecimal, type ParsedRow } from '../../platform/csv/csv-format';
import { describeChanges, issueMessages, matchRows, rowAction, type FieldChange } from '../../platform/csv/csv-plan';
import type { Queryable } from '../../platform/db/client';
import { selectCatalogueForImport } from './queries';
import { parseCatalogueCsv, readAvailability, readUnit } from './catalogue-csv-format';

type CatalogueValues = z.output<typeof catalogueProductInputSchema>;
type Existing = Awaited<ReturnType<typeof selectCatalogueForImport>>[number];

export interface PlannedCatalogueRow extends CsvPreviewRow {
  existing?: Existing;
  values?: CatalogueValues;
}

/**
 * Reads the CSV and decides, row by row, whether it creates or updates one of the company's
 * catalogue products (matched by name ignoring case and accents), through the same schema as the
 * product form. Changes nothing; `lock` holds the company's products until the transaction ends.
 */
export async function planCatalogueImport(
  db: Queryable,
  ownerId: string,
  csv: string,
  options: { lock?: boolean } = {},
): Promise<PlannedCatalogueRow[]> {
  const parsed = parseCatalogueCsv(csv);
  const stored = await selectCatalogueForImport(db, ownerId, { lock: options.lock ?? false });
  return matchRows(parsed, stored, 'nombre').map(({ line, name, errors, existing }): PlannedCatalogueRow => {
    const result = catalogueProductInputSchema.safeParse(candidate(line, existing, errors));
    if (!result.success) errors.push(...issueMessages(result.error));
    // Confirmed orders hold part of the stock (decision 043): a sheet may not take it away.
    else if (existing && compareDecimals(result.data.stockQuantity, existing.reservedQuantity) < 0)
      errors.push(SUPPLIER_MESSAGES.belowReserved(plainDecimal(existing.reservedQuantity)));
    if (errors.length > 0 || !result.success) return { row: line.row, name, action: 'error', changes: [], errors };
    const values = result.data;
    const changes = describeChanges(fieldChanges(values, existing), !existing);
    return {
      row: line.row,
      name: values.name,
      action: rowAction(!existing, changes),
      changes,
      errors: [],
      existing,
      values,
    };
  });
}

/**
 * A column absent from the file keeps the product's value; a blank unit, minimum order or
 * availability takes the form's default ('unidad', 1, available); a blank price or stock is an error.
 */
function candidate(line: ParsedRow<CatalogueCsvColumn>, existing: Existing | undefined, errors: string[]) {
  const { cells } = line;
  let unit: string | undefined = cells.unidad === undefined ? existing?.unit : undefined;
  if (cells.unidad) {
    unit = readUnit(cells.unidad) ?? undefined;
    if (!unit) errors.push(CATALOGUE_CSV_MESSAGES.invalidUnit(cells.unidad));
  }
  let isAvailable = cells.disponible === undefined ? existing?.isAvailable : undefined;
  if (cells.disponible) {
    isAvailable = readAvailability(cells.disponible) ?? undefined;
    if (isAvailable === undefined) errors.push(CATALOGUE_CSV_MESSAGES.invalidAvailability(cells.disponible));
  }
  return {
    name: cells.nombre,
    description: cells.descripcion === undefined ? existing?.description : cells.descripcion,
    category: cells.categoria === undefined ? existing?.category : cells.categoria,
    unit,
    price: numberCell(cells.precio, existing?.price),
    stockQuantity: numberCell(cells.stock, existing?.stockQuantity),
    minOrderQuantity: numberCell(cells.pedido_minimo, existing?.minOrderQuantity, '1'),
    isAvailable,
  };
}

function fieldChanges(values: CatalogueValues, existing: Existing | undefined): FieldChange[] {
  const quantity = (value: string, unit: string) => `${plainDecimal(value)} ${unit}`;
  const availability = (available: boolean) => (available ? 'Sí' : 'No');
  const same = (before: string | undefined, after: string) =>
    before !== undefined && compareDecimals(before, after) === 0;
  return [
    ['Nombre', existing?.name, values.name, existing?.name === values.name],
    [
      'Descripción',
      existing && (existing.description ?? '—'),
      values.description ?? '—',
      !!existing && existing.description === values.description,
    ],
    ['Categoría', existing?.category, values.category, existing?.category === values.category],
    ['Unidad', existing?.unit, values.unit, existing?.unit === values.unit],
    ['Precio', existing && formatMoney(existing.price), formatMoney(values.price), same(existing?.price, values.price)],
    [
      'Stock',
      existing && quantity(existing.stockQuantity, existing.unit),
      quantity(values.stockQuantity, values.unit),
      same(existing?.stockQuantity, values.stockQuantity),
    ],
    [
      'Pedido mínimo',
      existing && quantity(existing.minOrderQuantity, existing.unit),
      quantity(values.minOrderQuantity, values.unit),
      same(existing?.minOrderQuantity, values.minOrderQuantity),
    ],
    [
      'Disponible',
      existing && availability(existing.isAvailable),
      availability(values.isAvailable),
      existing?.isAvailable === values.isAvailable,
    ],
  ];
}
