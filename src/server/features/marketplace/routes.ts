import { z } from 'zod';
import { idParamsSchema } from '@common/inventory';
import { cartOrderInputSchema, listingPageSchema, listingQuerySchema } from '@common/marketplace';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { cartInputSchema, cartSchema } from '@common/marketplace-cart';
import { getCart, repeatOrderIntoCart, saveCart } from './cart-service';
import { createCartOrders, listMarketplace, listMarketplaceCategories } from './service';

const createdOrdersSchema = z.array(
  z.object({
    id: z.uuid(),
    orderNumber: z.string(),
    totalAmount: z.string(),
    supplierCompanyId: z.uuid(),
    supplierName: z.string(),
  }),
);

export const marketplaceRoutes = restaurantAudience(async (app) => {
  const tags = ['marketplace'];

  app.get(
    '/api/marketplace/products',
    { schema: { tags, querystring: listingQuerySchema, response: { 200: listingPageSchema } } },
    async (request) => listMarketplace(app.db, request.query),
  );
  app.get('/api/marketplace/categories', { schema: { tags, response: { 200: z.array(z.string()) } } }, async () =>
    listMarketplaceCategories(app.db),
  );
  // The restaurant's own cart (decision 044): no id, the actor is the owner.
  const cartActor = { actor: { deniedMessage: 'Solo los restaurantes tienen carrito' } };
  app.get(
    '/api/marketplace/cart',
    { config: cartActor, schema: { tags, response: { 200: cartSchema } } },
    async (request) => getCart(app.db, actorOf(request)),
  );
  app.put(
    '/api/marketplace/cart',
    { config: cartActor, schema: { tags, body: cartInputSchema, response: { 200: cartSchema } } },
    async (request) => saveCart(app.db, actorOf(request), request.body),
  );
  app.post(
    '/api/marketplace/cart/repeat/:id',
    { config: cartActor, schema: { tags, params: idParamsSchema, response: { 200: cartSchema } } },
    async (request) => repeatOrderIntoCart(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/marketplace/orders',
    {
      config: { actor: { deniedMessage: 'Solo los restaurantes pueden crear órdenes' } },
      schema: { tags, body: cartOrderInputSchema, response: { 200: createdOrdersSchema } },
    },
    async (request) => createCartOrders(app.db, actorOf(request), request.body),
  );
});
