import { z } from 'zod';
import { multilineText } from './fields';

/** The CSV import contract shared by every list that round-trips through a spreadsheet. */

export const CSV_MAX_CHARS = 2_000_000;
export const CSV_MAX_ROWS = 10_000;

export const CSV_MESSAGES = {
  empty: 'El archivo está vacío',
  tooLarge: 'El archivo no puede superar los 2 MB',
  tooManyRows: 'El archivo no puede tener más de 10,000 filas',
  missingName: 'El archivo debe tener una columna "nombre"',
  hasErrors: 'El archivo tiene errores; no se importó ningún producto',
  duplicateRow: (row: number) => `Producto repetido en el archivo (fila ${row})`,
  ambiguous: (name: string) => `Hay más de un producto llamado "${name}"`,
  imported: (created: number, updated: number) => `Importación completa: ${created} creados, ${updated} actualizados`,
} as const;

export const csvImportInputSchema = z.object({
  csv: multilineText(CSV_MESSAGES.empty)
    .max(CSV_MAX_CHARS, CSV_MESSAGES.tooLarge)
    .refine((text) => text.trim().length > 0, CSV_MESSAGES.empty),
});
export type CsvImportInput = z.input<typeof csvImportInputSchema>;

export const CSV_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type CsvAction = (typeof CSV_ACTIONS)[number];
export const CSV_ACTION_LABELS: Record<CsvAction, string> = {
  create: 'Crear',
  update: 'Actualizar',
  unchanged: 'Sin cambios',
  error: 'Error',
};

export const csvPreviewRowSchema = z.object({
  /** Line in the file, the header being line 1. */
  row: z.number().int(),
  name: z.string(),
  action: z.enum(CSV_ACTIONS),
  /** What will change, in Spanish ('Precio: $20.00 → $25.00'). */
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

export const csvPreviewSchema = z.object({
  rows: z.array(csvPreviewRowSchema),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const csvImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
