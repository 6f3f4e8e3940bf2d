import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueProductInputSchema, catalogueProductSchema, companyInputSchema, companySchema, inboxOrderSchema, supplierStatsSchema } from '@common/suppliers';
import { registerCsvRoutes } from '../../platform/csv/csv-http';
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

  registerCsvRoutes(app, {
    base: '/api/supplier/products',
    tags,
    fileName: 'catalogo',
    exportCsv: exportCatalogueCsv,
    preview: previewCatalogueImport,
    apply: applyCatalogueImport,
  });

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
