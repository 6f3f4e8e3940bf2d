import { monthQuerySchema } from '@common/calendar';
import { wasteEntrySchema, wasteInputSchema, wasteMonthSchema } from '@common/waste';
import { actorOf } from '../../platform/actor';
import { restaurantAudience } from '../../platform/audience';
import { logWaste, wasteMonth } from './service';

export const wasteRoutes = restaurantAudience(async (app) => {
  const tags = ['waste'];

  app.get(
    '/api/waste',
    { schema: { tags, querystring: monthQuerySchema, response: { 200: wasteMonthSchema } } },
    async (request) => wasteMonth(app.db, actorOf(request), request.query.month),
  );
  app.post(
    '/api/waste',
    { schema: { tags, body: wasteInputSchema, response: { 201: wasteEntrySchema } } },
    async (request, reply) => reply.status(201).send(await logWaste(app.db, actorOf(request), request.body)),
  );
});
