import { z } from 'zod';
import { AD_MESSAGES, adSchema, slotAdSchema, slotQuerySchema, toggleAdSchema } from '@common/ads';
import { actorOf } from '../../platform/actor';
import { adminAudience, memberAudience } from '../../platform/audience';
import { readAdForm } from './ad-form';
import { pickSlotAd, recordAdEvent } from './counters';
import { createAd, deleteAd, listAds, setAdActive } from './service';

const idParams = z.object({ id: z.uuid(AD_MESSAGES.notFound) });
const countedSchema = z.object({ counted: z.boolean() });
const tags = ['ads'];

/** The slots and their counters, for every signed-in user. */
export const adRoutes = memberAudience(async (app) => {
  app.get(
    '/api/ads/slot',
    { schema: { tags, querystring: slotQuerySchema, response: { 200: z.object({ ad: slotAdSchema.nullable() }) } } },
    async (request) => ({
      ad: await pickSlotAd(app.db, request.query.position),
    }),
  );
  app.post(
    '/api/ads/:id/impression',
    { schema: { tags, params: idParams, response: { 200: countedSchema } } },
    async (request) => recordAdEvent(app.db, request.params.id, `user:${actorOf(request).userId}`, 'impression'),
  );
  app.post(
    '/api/ads/:id/click',
    { schema: { tags, params: idParams, response: { 200: countedSchema } } },
    async (request) => recordAdEvent(app.db, request.params.id, `user:${actorOf(request).userId}`, 'click'),
  );
});

export const adAdminRoutes = adminAudience(async (admin) => {
  admin.get('/api/admin/ads', { schema: { tags, response: { 200: z.array(adSchema) } } }, async () =>
    listAds(admin.db),
  );
  /** multipart/form-data: image (file), title, position, linkUrl. */
  admin.post(
    '/api/admin/ads',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: adSchema } } },
    async (request) => {
      const { fields, image } = await readAdForm(request);
      return createAd(admin.db, admin.storage, actorOf(request), fields, image);
    },
  );
  admin.patch(
    '/api/admin/ads/:id',
    { schema: { tags, params: idParams, body: toggleAdSchema, response: { 200: adSchema } } },
    async (request) => setAdActive(admin.db, actorOf(request), request.params.id, request.body.isActive),
  );
  admin.delete(
    '/api/admin/ads/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteAd(admin.db, admin.storage, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
});
