import type { z } from 'zod';
import { CSV_MESSAGES, type CsvPreview, type CsvPreviewRow } from '@common/csv';
import { normalizeName } from '@common/inventory';
import type { ParsedRow } from './csv-format';

/** Items keyed by their name ignoring case and accents (several items may share one). */
export function groupByName<T extends { name: string }>(items: T[]) {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(normalizeName(item.name), [...(map.get(normalizeName(item.name)) ?? []), item]);
  return map;
}

/**
 * Pairs each row with the stored item of the same name, ignoring case and accents. A name that two
 * stored items share, or a name the file repeats, is an error on that row.
 */
export function matchRows<C extends string, E extends { name: string }>(
  rows: Array<ParsedRow<C>>,
  stored: E[],
  nameColumn: C,
) {
  const byName = groupByName(stored);
  const firstRowByName = new Map<string, number>();
  return rows.map((line) => {
    const name = line.cells[nameColumn] ?? '';
    const key = normalizeName(name);
    const errors: string[] = [];
    const matches = key ? (byName.get(key) ?? []) : [];
    if (matches.length > 1) errors.push(CSV_MESSAGES.ambiguous(name));
    const seenAt = firstRowByName.get(key);
    if (key && seenAt !== undefined) errors.push(CSV_MESSAGES.duplicateRow(seenAt));
    else if (key) firstRowByName.set(key, line.row);
    return { line, name, errors, existing: matches.length === 1 ? matches[0] : undefined };
  });
}

/** One message per field, the first (e.g. 'El precio es requerido' rather than also 'número inválido'). */
export function issueMessages(error: z.ZodError) {
  const byField = new Map<string, string>();
  for (const issue of error.issues)
    if (!byField.has(issue.path.join('.'))) byField.set(issue.path.join('.'), issue.message);
  return [...new Set(byField.values())];
}

/** A field of the preview: its label, the stored and the imported text, and whether they are equal. */
export type FieldChange = [label: string, before: string | undefined, after: string, same: boolean];

/** 'Precio: $20.00 → $25.00' for each changed field; for a new item every field but the name. */
export function describeChanges(fields: FieldChange[], isNew: boolean) {
  if (isNew) return fields.slice(1).map(([label, , after]) => `${label}: ${after}`);
  return fields.filter(([, , , same]) => !same).map(([label, before, after]) => `${label}: ${before} → ${after}`);
}

export const rowAction = (isNew: boolean, changes: string[]) =>
  isNew ? 'create' : changes.length > 0 ? 'update' : 'unchanged';

export const summarize = (rows: CsvPreviewRow[]) => ({
  create: rows.filter((row) => row.action === 'create').length,
  update: rows.filter((row) => row.action === 'update').length,
  unchanged: rows.filter((row) => row.action === 'unchanged').length,
  error: rows.filter((row) => row.action === 'error').length,
});

export const toPreview = (rows: CsvPreviewRow[]): CsvPreview => ({
  rows: rows.map(({ row, name, action, changes, errors }) => ({ row, name, action, changes, errors })),
  summary: summarize(rows),
});

/** The rows with errors as `{ 'Fila 3': '…; …' }`, or null when every row can be applied. */
export function rowErrors(rows: CsvPreviewRow[]) {
  const failed = rows.filter((row) => row.action === 'error');
  return failed.length > 0 ? Object.fromEntries(failed.map((row) => [`Fila ${row.row}`, row.errors.join('; ')])) : null;
}

export const importResult = (rows: CsvPreviewRow[]) => {
  const summary = summarize(rows);
  return { created: summary.create, updated: summary.update, unchanged: summary.unchanged };
};
