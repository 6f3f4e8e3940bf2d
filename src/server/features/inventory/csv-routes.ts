import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvImportInputSchema, csvImportResultSchema, csvPreviewSchema } from '@common/csv';
import { CSV_IMPORT_BODY_LIMIT, csvImportErrorSchema, sendCsv, sendImportErrors } from '../../platform/csv/csv-http';
import { requireUser } from '../../platform/session';
import { applyImport, exportProductsCsv, previewImport } from './csv-service';

export async function inventoryCsvRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];

  app.get('/api/products/export.csv', { schema: { tags } }, async (request, reply) =>
    sendCsv(reply, 'productos', await exportProductsCsv(app.db, requireUser(request))),
  );

  app.post(
    '/api/products/import/preview',
    { bodyLimit: CSV_IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvPreviewSchema } } },
    async (request) => previewImport(app.db, requireUser(request), request.body.csv),
  );

  app.post(
    '/api/products/import',
    { bodyLimit: CSV_IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvImportResultSchema, 400: csvImportErrorSchema } } },
    async (request, reply) => {
      const outcome = await applyImport(app.db, requireUser(request), request.body.csv);
      return outcome.ok ? outcome.result : sendImportErrors(reply, outcome.errors);
    },
  );
}
