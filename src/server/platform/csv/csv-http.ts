import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CSV_MESSAGES } from '@common/csv';

/** 2 MB of CSV can grow when escaped inside JSON. */
export const CSV_IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** The usual error body, with the errors per row ('Fila 3': '…') in `fields`. */
export const csvImportErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** Sends a CSV download named `<baseName>-YYYY-MM-DD.csv`. */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** 400 with every row's errors: nothing was imported. */
export const sendImportErrors = (reply: FastifyReply, errors: Record<string, string>) =>
  reply.status(400).send({ error: { code: 'import_invalid', message: CSV_MESSAGES.hasErrors, fields: errors } });
