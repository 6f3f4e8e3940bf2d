import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceAlertSchema, unreadCountSchema } from '@common/alerts';
import { idParamsSchema } from '@common/inventory';
import { requireUser } from '../../platform/session';
import { countUnreadAlerts, listAlerts, markAlertRead } from './service';

export async function alertRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];

  app.get('/api/alerts', { schema: { tags, response: { 200: z.array(priceAlertSchema) } } }, async (request) =>
    listAlerts(app.db, requireUser(request)),
  );
  app.get('/api/alerts/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    count: await countUnreadAlerts(app.db, requireUser(request)),
  }));
  app.post(
    '/api/alerts/:id/read',
    { schema: { tags, params: idParamsSchema, response: { 200: z.object({ id: z.uuid(), isRead: z.boolean() }) } } },
    async (request) => markAlertRead(app.db, requireUser(request), request.params.id),
  );
}
