import { z } from 'zod';
import {
  catalogueProductInputSchema,
  catalogueProductSchema,
  companyInputSchema,
  companySchema,
  inboxOrderSchema,
  supplierStatsSchema,
} from '@common/suppliers';
import { confirmOrderSchema } from '@common/order-states';
import { cancelOrderSchema } from '@common/orders';
import { registerCsvRoutes } from '../../platform/csv/csv-http';
import { actorOf } from '../../platform/actor';
import { supplierAudience } from '../../platform/audience';
import { applyCatalogueImport, exportCatalogueCsv, previewCatalogueImport } from './catalogue-csv-service';
import {
  createCatalogueProduct,
  deleteCatalogueProduct,
  listCatalogue,
  updateCatalogueProduct,
} from './catalogue-service';
import { createCompany, findCompany, updateCompany } from './company-service';
import { listInbox, supplierStats } from './inbox-service';
import { readPhotoForm } from './photo-form';
import { removeCataloguePhoto, setCataloguePhoto } from './photo-service';
import { cancelInboxOrder, confirmInboxOrder, deliverInboxOrder, shipInboxOrder } from './order-states-service';

const idParams = z.object({ id: z.uuid('Identificador inválido') });
const ok = z.object({ ok: z.literal(true) });
/** The catalogue is for paying suppliers: without an active plan every catalogue call answers 402. */
const paidPlan = { actor: { subscription: true } };

export const supplierRoutes = supplierAudience(async (app) => {
  const tags = ['suppliers'];

  app.get(
    '/api/supplier/company',
    { schema: { tags, response: { 200: z.object({ company: companySchema.nullable() }) } } },
    async (request) => ({
      company: await findCompany(app.db, actorOf(request)),
    }),
  );
  app.post(
    '/api/supplier/company',
    {
      config: { actor: { deniedMessage: 'Solo los proveedores pueden registrar una empresa' } },
      schema: { tags, body: companyInputSchema, response: { 200: companySchema } },
    },
    async (request) => createCompany(app.db, actorOf(request), request.body),
  );
  app.put(
    '/api/supplier/company',
    { schema: { tags, body: companyInputSchema, response: { 200: companySchema } } },
    async (request) => updateCompany(app.db, actorOf(request), request.body),
  );

  app.get(
    '/api/supplier/products',
    { config: paidPlan, schema: { tags, response: { 200: z.array(catalogueProductSchema) } } },
    async (request) => listCatalogue(app.db, actorOf(request)),
  );
  app.post(
    '/api/supplier/products',
    {
      config: paidPlan,
      schema: { tags, body: catalogueProductInputSchema, response: { 200: catalogueProductSchema } },
    },
    async (request) => createCatalogueProduct(app.db, actorOf(request), request.body),
  );
  app.put(
    '/api/supplier/products/:id',
    {
      config: paidPlan,
      schema: { tags, params: idParams, body: catalogueProductInputSchema, response: { 200: catalogueProductSchema } },
    },
    async (request) => updateCatalogueProduct(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/supplier/products/:id',
    { config: paidPlan, schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await deleteCatalogueProduct(app.db, app.storage, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  /** multipart/form-data: photo (a JPEG, PNG or WebP file). Answers the product with its new photo URLs. */
  app.put(
    '/api/supplier/products/:id/photo',
    {
      config: paidPlan,
      schema: { tags, consumes: ['multipart/form-data'], params: idParams, response: { 200: catalogueProductSchema } },
    },
    async (request) =>
      setCataloguePhoto(app.db, app.storage, actorOf(request), request.params.id, () => readPhotoForm(request)),
  );
  app.delete(
    '/api/supplier/products/:id/photo',
    { config: paidPlan, schema: { tags, params: idParams, response: { 200: catalogueProductSchema } } },
    async (request) => removeCataloguePhoto(app.db, app.storage, actorOf(request), request.params.id),
  );

  registerCsvRoutes(app, {
    base: '/api/supplier/products',
    tags,
    fileName: 'catalogo',
    config: paidPlan,
    exportCsv: exportCatalogueCsv,
    preview: previewCatalogueImport,
    apply: applyCatalogueImport,
  });

  app.get('/api/supplier/stats', { schema: { tags, response: { 200: supplierStatsSchema } } }, async (request) =>
    supplierStats(app.db, actorOf(request)),
  );
  app.get('/api/supplier/orders', { schema: { tags, response: { 200: z.array(inboxOrderSchema) } } }, async (request) =>
    listInbox(app.db, actorOf(request)),
  );
  app.post(
    '/api/supplier/orders/:id/confirm',
    { schema: { tags, params: idParams, body: confirmOrderSchema, response: { 200: ok } } },
    async (request) => {
      await confirmInboxOrder(app.db, actorOf(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/supplier/orders/:id/ship',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await shipInboxOrder(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/supplier/orders/:id/deliver',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await deliverInboxOrder(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/supplier/orders/:id/cancel',
    { schema: { tags, params: idParams, body: cancelOrderSchema, response: { 200: ok } } },
    async (request) => {
      await cancelInboxOrder(app.db, actorOf(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
});
