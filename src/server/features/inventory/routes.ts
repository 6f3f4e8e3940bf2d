import { z } from 'zod';
import {
  contactInputSchema,
  contactListItemSchema,
  contactListQuerySchema,
  contactSchema,
  idParamsSchema,
  movementPageQuerySchema,
  movementPageSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
} from '@common/inventory';
import { productBranchStockSchema, transferInputSchema, transferSchema } from '@common/branch-stock';
import { stockCountInputSchema, stockCountResultSchema } from '@common/inventory-count';
import { priceComparisonSchema } from '@common/price-comparison';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { applyStockCount } from './count-service';
import { productBranchStock, transferStock } from './transfer-service';
import { getPriceComparison } from './price-comparison-service';
import { createContact, deleteContact, listContacts, updateContact } from './contacts-service';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listMovements,
  listProducts,
  updateProduct,
} from './products-service';

export const inventoryRoutes = restaurantAudience(async (app) => {
  const tags = ['inventory'];
  const params = idParamsSchema;

  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request) => listProducts(app.db, actorOf(request), request.query),
  );
  app.post(
    '/api/products/count',
    { schema: { tags, body: stockCountInputSchema, response: { 200: stockCountResultSchema } } },
    async (request) => applyStockCount(app.db, actorOf(request), request.body),
  );
  app.post(
    '/api/products/transfers',
    { schema: { tags, body: transferInputSchema, response: { 201: transferSchema } } },
    async (request, reply) => reply.status(201).send(await transferStock(app.db, actorOf(request), request.body)),
  );
  app.get(
    '/api/products/:id/branches',
    { schema: { tags, params, response: { 200: productBranchStockSchema } } },
    async (request) => productBranchStock(app.db, actorOf(request), request.params.id),
  );
  app.get('/api/products/:id', { schema: { tags, params, response: { 200: productSchema } } }, async (request) =>
    getProduct(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/products',
    { schema: { tags, body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => {
      const product = await createProduct(app.db, actorOf(request), request.body);
      return reply.status(201).send(product);
    },
  );
  app.put(
    '/api/products/:id',
    { schema: { tags, params, body: productInputSchema, response: { 200: productSchema } } },
    async (request) => updateProduct(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/api/products/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteProduct(app.db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
  app.get(
    '/api/products/:id/movements',
    { schema: { tags, params, querystring: movementPageQuerySchema, response: { 200: movementPageSchema } } },
    async (request) => listMovements(app.db, actorOf(request), request.params.id, request.query),
  );
  app.get(
    '/api/products/:id/price-comparison',
    { schema: { tags, params, response: { 200: priceComparisonSchema } } },
    async (request) => getPriceComparison(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/contacts',
    { schema: { tags, querystring: contactListQuerySchema, response: { 200: z.array(contactListItemSchema) } } },
    async (request) => listContacts(app.db, actorOf(request), request.query.search),
  );
  app.post(
    '/api/contacts',
    { schema: { tags, body: contactInputSchema, response: { 201: contactSchema } } },
    async (request, reply) => {
      const contact = await createContact(app.db, actorOf(request), request.body);
      return reply.status(201).send(contact);
    },
  );
  app.put(
    '/api/contacts/:id',
    { schema: { tags, params, body: contactInputSchema, response: { 200: contactSchema } } },
    async (request) => updateContact(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/api/contacts/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteContact(app.db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
});
