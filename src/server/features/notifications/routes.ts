import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema, unreadCountSchema } from '@common/notifications';
import { requireUser } from '../../platform/session';
import { countUnreadNotifications, deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const idParams = z.object({ id: z.uuid('Identificador inválido') });
const ok = z.object({ ok: z.literal(true) });

export async function notificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get('/api/notifications', { schema: { tags, response: { 200: z.array(notificationSchema) } } }, async (request) =>
    listNotifications(app.db, requireUser(request)),
  );
  app.get('/api/notifications/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    count: await countUnreadNotifications(app.db, requireUser(request)),
  }));
  app.post('/api/notifications/read-all', { schema: { tags, response: { 200: ok } } }, async (request) => {
    await markAllNotificationsRead(app.db, requireUser(request));
    return { ok: true as const };
  });
  app.post('/api/notifications/:id/read', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await markNotificationRead(app.db, requireUser(request), request.params.id);
    return { ok: true as const };
  });
  app.delete('/api/notifications/:id', { schema: { tags, params: idParams, response: { 200: ok } } }, async (request) => {
    await deleteNotification(app.db, requireUser(request), request.params.id);
    return { ok: true as const };
  });
}
