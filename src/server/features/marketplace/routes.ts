import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartOrderInputSchema, listingPageSchema, listingQuerySchema } from '@common/marketplace';
import { requireUser } from '../../platform/session';
import { createCartOrders, listMarketplace, listMarketplaceCategories } from './service';

const createdOrdersSchema = z.array(
  z.object({ id: z.uuid(), orderNumber: z.string(), totalAmount: z.string(), supplierCompanyId: z.uuid(), supplierName: z.string() }),
);

export async function marketplaceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketplace'];

  app.get('/api/marketplace/products', { schema: { tags, querystring: listingQuerySchema, response: { 200: listingPageSchema } } }, async (request) => {
    requireUser(request);
    return listMarketplace(app.db, request.query);
  });
  app.get('/api/marketplace/categories', { schema: { tags, response: { 200: z.array(z.string()) } } }, async (request) => {
    requireUser(request);
    return listMarketplaceCategories(app.db);
  });
  app.post('/api/marketplace/orders', { schema: { tags, body: cartOrderInputSchema, response: { 200: createdOrdersSchema } } }, async (request) =>
    createCartOrders(app.db, requireUser(request), request.body),
  );
}
