import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvImportInputSchema, csvImportResultSchema, csvPreviewSchema } from '@common/csv';
import { catalogueProductInputSchema, catalogueProductSchema, companyInputSchema, companySchema, inboxOrderSchema, supplierStatsSchema } from '@common/suppliers';
import { CSV_IMPORT_BODY_LIMIT, csvImportErrorSchema, sendCsv, sendImportErrors } from '../../platform/csv/csv-http';
import { requireUser } from '../../platform/session';
import { applyCatalogueImport, exportCatalogueCsv, previewCatalogueImport } from './catalogue-csv-service';
import { createCatalogueProduct, deleteCatalogueProduct, listCatalogue, updateCatalogueProduct } from './catalogue-service';
import { createCompany, findCompany, updateCompany } from './company-service';
import { listInbox, setInboxOrderStatus, supplierStats } from './inbox-service';

const idParams = z.object({ id: z.uuid('Identificador inválido') });
const ok = z.object({ ok: z.literal(true) });

export async function supplierRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['suppliers'];

  app.get('/api/supplier/company', { schema: { tags, response: { 200: z.object({ company: companySchema.nullable() }) } } }, async (request) => ({
    company: await findCompany(app.db, requireUser(request)),
  }));
  app.post('/api/supplier/company', { schema: { tags, body: companyInputSchema, response: { 200: companySchema } } }, async (request) =>
    createCompany(app.db, requireUser(request), request.body),
  );
  app.put('/api/supplier/company', { schema: { tags, body: companyInputSchema, response: { 200: companySchema } } }, async (request) =>
    updateCompany(app.db, requireUser(request), request.body),
  );

  app.get('/api/supplier/products', { schema: { tags, response: { 200: z.array(catalogueProductSchema) } } }, async (request) =>
    listCatalogue(app.db, requireUser(request)),
  );
  app.post('/api/supplier/products', { schema: { tags, body: catalogueProductInputSchema, response: { 200: catalogueProductSchema } } }, async (request) =>
    createCatalogueProduct(app.db, requireUser(request), request.body),
  );
  app.put(
    '/api/supplier/products/:id',
    { schema: { tags, params: idParams, body: catalogueProductInputSchema, response: { 200: catalogueProductSchema } } },
    async (request) => updateCatalogueProduct(app.db, requireUser(request), request.params.id, request.body),
  );
  app.delete('/api/supplier/products/:id', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await deleteCatalogueProduct(app.db, requireUser(request), request.params.id);
    return { ok: true as const };
  });

  app.get('/api/supplier/products/export.csv', { schema: { tags } }, async (request, reply) =>
    sendCsv(reply, 'catalogo', await exportCatalogueCsv(app.db, requireUser(request))),
  );
  app.post(
    '/api/supplier/products/import/preview',
    { bodyLimit: CSV_IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvPreviewSchema } } },
    async (request) => previewCatalogueImport(app.db, requireUser(request), request.body.csv),
  );
  app.post(
    '/api/supplier/products/import',
    { bodyLimit: CSV_IMPORT_BODY_LIMIT, schema: { tags, body: csvImportInputSchema, response: { 200: csvImportResultSchema, 400: csvImportErrorSchema } } },
    async (request, reply) => {
      const outcome = await applyCatalogueImport(app.db, requireUser(request), request.body.csv);
      return outcome.ok ? outcome.result : sendImportErrors(reply, outcome.errors);
    },
  );

  app.get('/api/supplier/stats', { schema: { tags, response: { 200: supplierStatsSchema } } }, async (request) => supplierStats(app.db, requireUser(request)));
  app.get('/api/supplier/orders', { schema: { tags, response: { 200: z.array(inboxOrderSchema) } } }, async (request) => listInbox(app.db, requireUser(request)));
  app.post('/api/supplier/orders/:id/complete', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await setInboxOrderStatus(app.db, requireUser(request), request.params.id, 'completada');
    return { ok: true as const };
  });
  app.post('/api/supplier/orders/:id/cancel', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await setInboxOrderStatus(app.db, requireUser(request), request.params.id, 'cancelada');
    return { ok: true as const };
  });
}
