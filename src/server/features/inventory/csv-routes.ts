import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_MESSAGES, csvImportInputSchema, csvImportResultSchema, csvPreviewSchema } from '@common/inventory-csv';
import { requireUser } from '../../platform/session';
import { applyImport, exportProductsCsv, previewImport } from './csv-service';

/** 2 MB of CSV can grow when escaped inside JSON. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** The usual error body, with the errors per row ('Fila 3': '…') in `fields`. */
const importErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

export async function inventoryCsvRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];

  app.get('/api/products/export.csv', { schema: { tags } }, async (request, reply) => {
    const csv = await exportProductsCsv(app.db, requireUser(request));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="productos-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    '/api/products/import/preview',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvPreviewSchema } } },
    async (request) => previewImport(app.db, requireUser(request), request.body.csv),
  );

  app.post(
    '/api/products/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvImportResultSchema, 400: importErrorSchema } } },
    async (request, reply) => {
      const outcome = await applyImport(app.db, requireUser(request), request.body.csv);
      if (!outcome.ok) {
        return reply.status(400).send({ error: { code: 'import_invalid', message: CSV_MESSAGES.hasErrors, fields: outcome.errors } });
      }
      return outcome.result;
    },
  );
}
