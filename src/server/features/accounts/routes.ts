import { z } from 'zod';
import { chooseRoleSchema, meResponseSchema, updateProfileSchema } from '@common/accounts';
import { actorOf } from '../../platform/actor';
import { adminAudience, memberAudience } from '../../platform/audience';
import { addRestaurantRole, chooseRole, getSessionUser, updateBusinessName } from './service';

const profileSchema = z.object({ email: z.string(), businessName: z.string().nullable() });

export const accountRoutes = memberAudience(async (app) => {
  app.post(
    '/api/accounts/role',
    { schema: { tags: ['accounts'], body: chooseRoleSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await chooseRole(app.db, actor, request.body.role);
      return { user: await getSessionUser(app.db, actor.userId) };
    },
  );

  app.get('/api/profile', { schema: { tags: ['accounts'], response: { 200: profileSchema } } }, async (request) => {
    const user = await getSessionUser(app.db, actorOf(request).userId);
    return { email: user.email, businessName: user.businessName };
  });

  app.put(
    '/api/profile',
    { schema: { tags: ['accounts'], body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await updateBusinessName(app.db, actor, request.body.businessName);
      const user = await getSessionUser(app.db, actor.userId);
      return { email: user.email, businessName: user.businessName };
    },
  );
});

/** SPEC §4: an admin may add restaurant_owner to themselves; a duplicate is ignored. */
export const adminRoleRoutes = adminAudience(async (app) => {
  app.post(
    '/api/accounts/restaurant-role',
    {
      config: { actor: { deniedMessage: 'Acceso denegado' } },
      schema: { tags: ['accounts'], response: { 200: meResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await addRestaurantRole(app.db, actor);
      return { user: await getSessionUser(app.db, actor.userId) };
    },
  );
});
