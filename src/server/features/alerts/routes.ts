import { z } from 'zod';
import { priceAlertSchema, unreadCountSchema } from '@common/alerts';
import { idParamsSchema } from '@common/inventory';
import { actorOf } from '../../platform/actor';
import { memberAudience } from '../../platform/audience';
import { countUnreadAlerts, listAlerts, markAlertRead } from './service';

export const alertRoutes = memberAudience(async (app) => {
  const tags = ['alerts'];

  app.get('/api/alerts', { schema: { tags, response: { 200: z.array(priceAlertSchema) } } }, async (request) =>
    listAlerts(app.db, actorOf(request)),
  );
  app.get('/api/alerts/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    count: await countUnreadAlerts(app.db, actorOf(request)),
  }));
  app.post(
    '/api/alerts/:id/read',
    { schema: { tags, params: idParamsSchema, response: { 200: z.object({ id: z.uuid(), isRead: z.boolean() }) } } },
    async (request) => markAlertRead(app.db, actorOf(request), request.params.id),
  );
});
