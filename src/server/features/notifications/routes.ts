import { z } from 'zod';
import { notificationSchema, unreadCountSchema } from '@common/notifications';
import { actorOf } from '../../platform/actor';
import { memberAudience } from '../../platform/audience';
import {
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service';

const idParams = z.object({ id: z.uuid('Identificador inválido') });
const ok = z.object({ ok: z.literal(true) });

export const notificationRoutes = memberAudience(async (app) => {
  const tags = ['notifications'];

  app.get('/api/notifications', { schema: { tags, response: { 200: z.array(notificationSchema) } } }, async (request) =>
    listNotifications(app.db, actorOf(request)),
  );
  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({
      count: await countUnreadNotifications(app.db, actorOf(request)),
    }),
  );
  app.post('/api/notifications/read-all', { schema: { tags, response: { 200: ok } } }, async (request) => {
    await markAllNotificationsRead(app.db, actorOf(request));
    return { ok: true as const };
  });
  app.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await markNotificationRead(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/notifications/:id',
    { schema: { tags, params: idParams, response: { 200: ok } } },
    async (request) => {
      await deleteNotification(app.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
});
