import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_MAX_ROWS, CSV_MESSAGES, type CsvColumn } from '@common/inventory-csv';
import { normalizeName } from '@common/inventory';
import { badRequest } from '../../platform/errors';

/** '15.000' → '15', '7.500' → '7.5': numbers as a person (and Excel in es-MX) writes them. */
export function plainDecimal(value: string) {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export interface CsvProductRow {
  nombre: string;
  unidad: string;
  precio: string;
  stock: string;
  stock_minimo: string;
  proveedor: string;
  categoria: string;
}

/**
 * UTF-8 with a BOM and CRLF so Excel opens it with accents intact; cells that Excel would run as a
 * formula (=, +, -, @) are prefixed with an apostrophe.
 */
export function toCsv(rows: CsvProductRow[]) {
  const body = Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((row) => CSV_COLUMNS.map((column) => row[column])) }, { newline: '\r\n', escapeFormulae: true });
  return `\uFEFF${body}\r\n`;
}

const HEADER_ALIASES: Record<string, CsvColumn> = {
  nombre: 'nombre',
  name: 'nombre',
  producto: 'nombre',
  unidad: 'unidad',
  unit: 'unidad',
  precio: 'precio',
  precio_actual: 'precio',
  price: 'precio',
  current_price: 'precio',
  stock: 'stock',
  existencia: 'stock',
  stock_quantity: 'stock',
  stock_minimo: 'stock_minimo',
  minimo: 'stock_minimo',
  cantidad_minima: 'stock_minimo',
  min_stock_quantity: 'stock_minimo',
  proveedor: 'proveedor',
  supplier: 'proveedor',
  categoria: 'categoria',
  category: 'categoria',
};

export interface ParsedRow {
  /** Line in the file, the header being line 1. */
  row: number;
  /** Only the columns the file has; a missing column leaves the product's value as it is. */
  cells: Partial<Record<CsvColumn, string>>;
}

/** Undoes the export's formula guard and trims. */
const cleanCell = (value: string) => {
  const trimmed = value.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

export function parseCsv(text: string): ParsedRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const [header, ...rest] = parsed.data;
  if (!header) throw badRequest(CSV_MESSAGES.empty, 'csv_empty');
  const lines = rest
    .map((line, index) => ({ line, row: index + 2 }))
    .filter(({ line }) => line.some((cell) => cell.trim() !== ''));
  const columns = header.map((cell) => HEADER_ALIASES[normalizeName(cell).replace(/[\s-]+/g, '_')]);
  if (!columns.includes('nombre')) throw badRequest(CSV_MESSAGES.missingName, 'csv_missing_name');
  if (lines.length === 0) throw badRequest(CSV_MESSAGES.empty, 'csv_empty');
  if (lines.length > CSV_MAX_ROWS) throw badRequest(CSV_MESSAGES.tooManyRows, 'csv_too_many_rows');
  return lines.map(({ line, row }) => {
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((column, position) => {
      if (column && cells[column] === undefined) cells[column] = cleanCell(line[position] ?? '');
    });
    return { row, cells };
  });
}

/** '$1,234.50' → '1234.50'; a lone comma stays for the schema to read as a decimal comma. */
export function cleanNumberCell(value: string) {
  const text = value.replace(/[$\s]/g, '');
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
}
