import { restaurantInputSchema, restaurantSchema } from '@common/restaurant';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { getRestaurant, saveRestaurant } from './service';

export const restaurantRoutes = restaurantAudience(async (app) => {
  const tags = ['restaurant'];
  app.get('/api/restaurant', { schema: { tags, response: { 200: restaurantSchema } } }, async (request) =>
    getRestaurant(app.db, actorOf(request)),
  );
  app.put(
    '/api/restaurant',
    { schema: { tags, body: restaurantInputSchema, response: { 200: restaurantSchema } } },
    async (request) => saveRestaurant(app.db, actorOf(request), request.body),
  );
});
