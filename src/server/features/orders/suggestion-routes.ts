import {
  createdOrdersSchema,
  createSuggestedOrdersSchema,
  suggestedOrdersSchema,
  suggestionQuerySchema,
} from '@common/suggested-orders';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { createSuggestedOrders, suggestOrders } from './suggestion-service';

/** "Pedido sugerido" (decision 046): the suggestion for every supplier, and its orders created at once. */
export const suggestionRoutes = restaurantAudience(async (app) => {
  const tags = ['orders'];
  app.get(
    '/api/orders/suggested',
    { schema: { tags, querystring: suggestionQuerySchema, response: { 200: suggestedOrdersSchema } } },
    async (request) => suggestOrders(app.db, actorOf(request), request.query.days),
  );
  app.post(
    '/api/orders/suggested',
    { schema: { tags, body: createSuggestedOrdersSchema, response: { 201: createdOrdersSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSuggestedOrders(app.db, actorOf(request), request.body)),
  );
});
