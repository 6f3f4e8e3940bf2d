import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { restaurantInputSchema, restaurantSchema } from '@common/restaurant';
import { requireUser } from '../../platform/session';
import { getRestaurant, saveRestaurant } from './service';

export async function restaurantRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['restaurant'];
  app.get('/api/restaurant', { schema: { tags, response: { 200: restaurantSchema } } }, async (request) => getRestaurant(app.db, requireUser(request)));
  app.put('/api/restaurant', { schema: { tags, body: restaurantInputSchema, response: { 200: restaurantSchema } } }, async (request) =>
    saveRestaurant(app.db, requireUser(request), request.body),
  );
}
