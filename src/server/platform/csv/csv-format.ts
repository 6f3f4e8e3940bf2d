import Papa from 'papaparse';
import { CSV_MAX_ROWS, CSV_MESSAGES } from '@common/csv';
import { normalizeName } from '@common/inventory';
import { badRequest } from '../errors';

/** '15.000' → '15', '7.500' → '7.5': numbers as a person (and Excel in es-MX) writes them. */
export function plainDecimal(value: string) {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** '$1,234.50' → '1234.50'; a lone comma stays for the schema to read as a decimal comma. */
export function cleanNumberCell(value: string) {
  const text = value.replace(/[$\s]/g, '');
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
}

/**
 * A number cell for the row's schema: a column absent from the file keeps the stored value; a blank
 * cell takes `fallback` (the form's default), or stays blank for the schema's 'requerido'.
 */
export function numberCell(cell: string | undefined, stored: string | undefined, fallback?: string) {
  if (cell === undefined) return stored !== undefined ? plainDecimal(stored) : fallback;
  return cell === '' ? (fallback ?? '') : cleanNumberCell(cell);
}

/**
 * A cell Excel would run as a formula: one that starts with =, +, -, @, a tab or a return, except a plain
 * negative number ("-598.40"), which an accountant's sheet must read as a number, not as text.
 */
const FORMULA_START = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * UTF-8 with a BOM and CRLF so Excel opens it with accents intact; cells that Excel would run as a
 * formula are prefixed with an apostrophe.
 */
export function toCsv<C extends string>(columns: readonly C[], rows: Array<Record<C, string>>) {
  const body = Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column])) },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${body}\r\n`;
}

export interface ParsedRow<C extends string> {
  /** Line in the file, the header being line 1. */
  row: number;
  /** Only the columns the file has; a missing column leaves the stored value as it is. */
  cells: Partial<Record<C, string>>;
}

/** Undoes the export's formula guard and trims. */
const cleanCell = (value: string) => {
  const trimmed = value.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

/**
 * Reads a spreadsheet's CSV: papaparse detects the delimiter (`;` from other Excel locales), headers
 * are matched through `aliases` ignoring case and accents, blank lines are skipped. The file must
 * have a `nombre` column, at least one row and at most CSV_MAX_ROWS; otherwise a Spanish 400.
 */
export function readCsv<C extends string>(
  text: string,
  aliases: Record<string, C>,
  nameColumn: C,
): Array<ParsedRow<C>> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const [header, ...rest] = parsed.data;
  if (!header) throw badRequest(CSV_MESSAGES.empty, 'csv_empty');
  const lines = rest
    .map((line, index) => ({ line, row: index + 2 }))
    .filter(({ line }) => line.some((cell) => cell.trim() !== ''));
  const columns = header.map((cell) =>
    Object.hasOwn(aliases, headerKey(cell)) ? aliases[headerKey(cell)] : undefined,
  );
  if (!columns.includes(nameColumn)) throw badRequest(CSV_MESSAGES.missingName, 'csv_missing_name');
  if (lines.length === 0) throw badRequest(CSV_MESSAGES.empty, 'csv_empty');
  if (lines.length > CSV_MAX_ROWS) throw badRequest(CSV_MESSAGES.tooManyRows, 'csv_too_many_rows');
  return lines.map(({ line, row }) => {
    const cells: Partial<Record<C, string>> = {};
    columns.forEach((column, position) => {
      if (column && cells[column] === undefined) cells[column] = cleanCell(line[position] ?? '');
    });
    return { row, cells };
  });
}

const headerKey = (cell: string) => normalizeName(cell).replace(/[\s-]+/g, '_');
